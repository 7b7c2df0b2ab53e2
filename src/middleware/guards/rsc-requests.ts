import type { MiddlewareHandler } from 'hono';
import { RSC_PREFIX } from '../../lib/rsc-address.ts';

const RSC_KINDS = ['R/', 'S/', 'F/'].map((kind) => `${RSC_PREFIX}${kind}`);
const FUNCTION_PREFIX = `${RSC_PREFIX}F/`;
const RSC_SUFFIX = '.txt';

const isRscPath = (path: string) =>
  RSC_KINDS.some((prefix) => path.startsWith(prefix)) && path.endsWith(RSC_SUFFIX);

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });

/** The rule waku applies to a call with a body: same origin, or no cross-site sign at all. */
const isSameOrigin = (request: Request) => {
  const origin = request.headers.get('origin');
  if (origin === null) {
    return request.headers.get('sec-fetch-site') !== 'cross-site';
  }
  return URL.canParse(origin) && new URL(origin).origin === new URL(request.url).origin;
};

/**
 * waku rejects a malformed RSC path, a server-function call with the wrong method or origin,
 * and undecodable arguments by throwing before it renders, which Hono answers with a 500.
 * This answers them as what they are: 404, 405, 403 and 400, so a 500 always means a render
 * that failed.
 */
export const rscRequests = (): MiddlewareHandler => async (c, next) => {
  const request = c.req.raw;
  const path = new URL(request.url).pathname;
  if (!path.startsWith(RSC_PREFIX)) {
    await next();
    return;
  }
  const kind = RSC_KINDS.find((prefix) => path.startsWith(prefix));
  if (!kind || !path.endsWith(RSC_SUFFIX) || path.length === kind.length + RSC_SUFFIX.length) {
    return plain(404, 'Not Found');
  }
  const isCall = path.startsWith(FUNCTION_PREFIX);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  if (isCall && request.method !== 'POST') {
    return plain(405, 'Method Not Allowed', { allow: 'POST' });
  }
  if (!isCall && hasBody && request.method !== 'POST') {
    return plain(405, 'Method Not Allowed', { allow: 'GET, HEAD, POST' });
  }
  if (hasBody && !isSameOrigin(request)) {
    return plain(403, 'Forbidden');
  }
  if (isCall && !request.body) {
    return plain(400, 'Bad Request');
  }
  // what waku throws while reading a body (an unknown function, arguments it cannot decode)
  // is answered 400 by answerThrown (src/middleware/document/thrown-errors.ts)
  await next();
};

// what React's Flight payloads are served as (waku's dev server says the same)
const RSC_CONTENT_TYPE = 'text/x-component';

/**
 * Labels waku's RSC payloads, which it answers as a bare stream: the Node server's
 * Response (@hono/node-server) calls that text/plain. Every 2xx answer at an RSC address
 * is a payload (a navigation's, a slice's or a server function's). Innermost but for the
 * render cache (src/middleware/pipeline.ts), so that the privacy and security headers,
 * which go by the content type, see a payload as one: `Cross-Origin-Resource-Policy` on
 * every payload, and `private, no-store` on any but a page's shared payload (a server
 * function's answer, src/middleware/document/page-response.ts).
 */
export const rscPayloadType = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!isRscPath(new URL(c.req.url).pathname) || !c.res.ok) {
    return;
  }
  // a fetched response's headers are immutable
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set('content-type', RSC_CONTENT_TYPE);
};
