import type { MiddlewareHandler } from 'hono';
import { withoutTrackingParams } from '../lib/tracking-params.ts';
import { isDocumentRequest } from './request-kind.ts';

/**
 * The page load's request as waku renders it: without tracking parameters
 * (src/lib/tracking-params.ts), the same as the request context's page URL, so the page a
 * render cache keeps for one ad click carries no other shopper's click id.
 */
export const trackingParams = (): MiddlewareHandler => async (c, next) => {
  const request = c.req.raw;
  if (isDocumentRequest(request)) {
    const url = new URL(request.url);
    const kept = withoutTrackingParams(url);
    if (kept !== url) {
      c.req.raw = new Request(kept, request);
    }
  }
  await next();
};
