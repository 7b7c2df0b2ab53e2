import type { MiddlewareHandler } from 'hono';

// pages (HTML) and their RSC payloads for in-app navigation
const PAGE_TYPES = /^(text\/html|text\/x-component)/;
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * Pages are per visitor: the cart badge, the account menu, personalised variations, the
 * A/B choice and a fresh CSP nonce in every response. A shared cache (CDN) must never
 * keep one for the next visitor; the browser may keep it but asks again before reuse.
 * A response that already states its caching keeps it.
 */
export const privatePages = (): MiddlewareHandler => async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  if (PAGE_TYPES.test(type) && !c.res.headers.has('cache-control')) {
    try {
      c.res.headers.set('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
    } catch {
      // a fetched response (the proxies') has immutable headers
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set('cache-control', PRIVATE_PAGE_CACHE_CONTROL);
    }
  }
};
