import type { MiddlewareHandler } from 'hono';
import { keepSharedCookies } from '../lib/shared-cookies.ts';
import { pageUrlOf } from './request-kind.ts';

/**
 * A page request (a full load or an in-app navigation's payload) goes on with the cookies
 * a shared document may depend on and no other (src/lib/shared-cookies.ts): nothing that
 * renders a page can read the shopper's session, cart or personalisation, so no shopper's
 * data can reach a document served to others (docs/decisions/020-shared-documents.md).
 * What is the shopper's own comes from GET /api/shopper (src/middleware/shopper.ts).
 * It runs after the server's extensions, which may add cookies to the request (the mock
 * switches), and before anything starts the page's calls.
 */
export const sharedRender = (): MiddlewareHandler => async (c, next) => {
  const request = c.req.raw;
  if (pageUrlOf(request) && request.headers.has('cookie')) {
    // entry by entry: under msw, `new Headers(request.headers)` keeps only content-type
    const headers = new Headers([...request.headers]);
    const kept = keepSharedCookies(request.headers.get('cookie'));
    if (kept === undefined) {
      headers.delete('cookie');
    } else {
      headers.set('cookie', kept);
    }
    c.req.raw = new Request(request, { headers });
  }
  await next();
};
