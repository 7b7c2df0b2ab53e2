import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import {
  createRequestContext,
  hasRequestContext,
  runWithRequestContext,
} from '../lib/request-context.ts';
import { atPublicOrigin } from '../lib/public-origin.ts';
import { pageUrlOf } from './request-kind.ts';

/**
 * Opens the per-request context the page-wide middleware fills in and server
 * components read, with the response's CSP nonce: none in development, where Vite
 * injects inline scripts of its own. It is the first middleware, so the 500 page,
 * which errorPages renders through the app inside the failed request, keeps that
 * request's context and nonce: the headers of the failed response win over its own.
 */
export const requestContext = (): MiddlewareHandler => async (c, next) => {
  if (hasRequestContext()) {
    await next();
    return;
  }
  const nonce = import.meta.env.DEV ? undefined : randomBytes(16).toString('base64');
  // the page's public address: canonical and hreflang links are built from it
  const url = atPublicOrigin(pageUrlOf(c.req.raw), c.req.raw).href;
  await runWithRequestContext(createRequestContext({ nonce, url }), next);
};
