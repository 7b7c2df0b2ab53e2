import type { MiddlewareHandler } from 'hono';
import { withoutUnreadParams } from '../../lib/tracking-params.ts';
import { isDocumentRequest } from './request-kind.ts';

/**
 * The page load's request as waku renders it: with only the query parameters a page reads
 * (src/lib/tracking-params.ts), the same as the request context's page URL, so the page a
 * render cache keeps for one ad click carries no other shopper's click id, and a random
 * parameter is the same page, not another render.
 */
export const trackingParams = (): MiddlewareHandler => async (c, next) => {
  const request = c.req.raw;
  if (isDocumentRequest(request)) {
    const url = new URL(request.url);
    const kept = withoutUnreadParams(url);
    if (kept !== url) {
      c.req.raw = new Request(kept, request);
    }
  }
  await next();
};
