import type { MiddlewareHandler } from 'hono';
import { isReadRequest, isRscRequest } from './request-kind.ts';

/**
 * A page answers GET and HEAD alone (docs/decisions/008-hostile-requests.md). Everything
 * that gets this far would be rendered by waku's router as a page, and no page of ours
 * takes a body: a POST, PUT, DELETE, PATCH, OPTIONS or TRACE would otherwise get the page,
 * a 200 even while the CMS is down. The 405 comes before any backend call, so it says
 * nothing about whether the page exists.
 */
export const pageMethods = (): MiddlewareHandler => async (c, next) => {
  // RSC addresses keep the methods rscRequests holds them to
  if (isReadRequest(c.req.raw) || isRscRequest(c.req.raw)) {
    await next();
    return;
  }
  return c.text('Method Not Allowed', 405, { allow: 'GET, HEAD', 'cache-control': 'no-store' });
};
