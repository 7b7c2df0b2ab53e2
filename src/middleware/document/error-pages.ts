import type { Hono } from 'hono/tiny';
import type { MiddlewareHandler } from 'hono';
import { isBotUserAgent } from '../../lib/bots.ts';
import { getRequestContext } from '../../lib/request-context.ts';
import { isDocumentRequest } from '../guards/request-kind.ts';

const SERVER_ERROR_PATH = '/500';

/**
 * The error pages' own addresses, each answering with its page's status whoever asks:
 * waku renders a route it has a page for with a 200, /404 included. Their RSC payloads
 * (/RSC/R/404.txt) stay 200: the browser's router fetches the 404 page's after a 404.
 */
export const ERROR_PAGE_STATUS: ReadonlyMap<string, number> = new Map([
  ['/404', 404],
  [SERVER_ERROR_PATH, 500],
]);

const plainStatus = (status: number) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store' } });

/**
 * Error pages of docs/behaviour.md#errors. waku renders the 404 page itself; a render that
 * fails leaves only an empty shell, so this replaces it with the 500 page rendered
 * on the server through the same app. Bots keep the status and get no page.
 */
export const errorPages =
  ({ app }: { app: Hono }): MiddlewareHandler =>
  async (c, next) => {
    const request = c.req.raw;
    const context = getRequestContext();
    if (context.renderingErrorPage) {
      await next();
      c.res = new Response(c.res.body, { status: 500, headers: c.res.headers });
      return;
    }
    const ownStatus = ERROR_PAGE_STATUS.get(new URL(request.url).pathname.replace(/\/+$/, ''));
    await next();
    if (ownStatus && c.res.status === 200) {
      c.res = new Response(c.res.body, { status: ownStatus, headers: c.res.headers });
    }
    const { status } = c.res;
    if (status < 400 || !isDocumentRequest(request)) {
      return;
    }
    if (isBotUserAgent(request.headers.get('user-agent'))) {
      c.res = plainStatus(status);
      return;
    }
    // a 503 is a page of ours that says what is unavailable, and an error page needs no
    // other: only a failed render is replaced
    if (status !== 500 || ownStatus) {
      return;
    }
    const errorUrl = new URL(SERVER_ERROR_PATH, request.url);
    // the inner request shares this one's context (requestContext), which says what it is
    context.renderingErrorPage = true;
    try {
      const page = await app.fetch(new Request(errorUrl, { headers: request.headers }));
      c.res = new Response(page.body, { status, headers: page.headers });
    } catch (error) {
      console.error('The 500 page failed to render:', error);
      c.res = new Response('Internal Server Error', {
        status,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
  };
