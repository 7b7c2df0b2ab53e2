import type { MiddlewareHandler } from 'hono';
import { getAppConfig } from '../lib/config.ts';
import { isPageRequest } from './request-kind.ts';

/**
 * Offline, the browser's site-API calls reach our own origin (SITE_PUBLIC_URL
 * defaults to it). They carry `X-Requested-With: XMLHttpRequest`, which tells them
 * apart from page requests on the same paths (/cart, /search). This forwards them
 * to the mocked site-API host, where msw in this process answers with the very
 * handlers and per-session store that serve the server-side calls.
 */
export const siteApiMockProxy = (): MiddlewareHandler => async (c, next) => {
  const config = getAppConfig();
  const request = c.req.raw;
  if (
    !config.mocks.backends.siteApi ||
    request.headers.get('x-requested-with') !== 'XMLHttpRequest' ||
    // a page load or navigation that happens to carry the header is still a page
    isPageRequest(request)
  ) {
    await next();
    return;
  }
  const incoming = new URL(request.url);
  // the path is set, not resolved: `//other-host/x` must not choose the origin
  const target = new URL(config.siteApiUrl);
  target.pathname = incoming.pathname;
  target.search = incoming.search;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  try {
    const answer = await fetch(target, {
      method: request.method,
      headers: request.headers,
      ...(hasBody ? { body: await request.arrayBuffer() } : {}),
    });
    // a fetched response has immutable headers; later middleware adds its own
    c.res = new Response(answer.body, answer);
  } catch (error) {
    // the mock host has no answer for this path: a gateway failure, not ours
    console.warn('[mocks] site-API proxy failed', error);
    c.res = new Response('Bad Gateway', { status: 502 });
  }
};
