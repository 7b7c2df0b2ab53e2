import type { Context, Env } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Forwarding for the mock layer's same-origin routes (the browser's site-API calls,
 * /__mocks/partner/*): only to a fixed mock origin, only allow-listed paths, a small
 * body limit, no hop-by-hop headers either way, no redirects followed.
 */

/** Forms and cart calls are a few hundred bytes; anything near this is not one. */
export const FORM_BODY_LIMIT_BYTES = 8 * 1024;

// connection-level headers (RFC 9110 section 7.6.1, plus the obsolete Proxy-Connection);
// fetch refuses several of them outright, which turned a valid call into a 500
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
];
// fetch sets these from the URL and body it sends
const REQUEST_ONLY = ['host', 'content-length'];
// fetch has already decoded the body it hands on
const RESPONSE_ONLY = ['content-length', 'content-encoding'];

const withoutHeaders = (headers: Headers, dropped: readonly string[]) => {
  // copied entry by entry: under msw, `new Headers(request.headers)` keeps only content-type
  const kept = new Headers([...headers]);
  // a Connection header may name further headers that belong to this hop only
  const named = (headers.get('connection') ?? '').split(',').map((name) => name.trim());
  for (const name of [...HOP_BY_HOP, ...dropped, ...named.filter(Boolean)]) {
    kept.delete(name);
  }
  return kept;
};

/**
 * The address on `base` for a request path, or undefined when the path is not
 * allow-listed. The path is assigned to the base URL, never resolved against it,
 * so `//host:port/x` stays a path on the fixed origin; dot segments are resolved
 * before the allow-list check.
 */
export const mockTarget = (
  base: string,
  path: string,
  search: string,
  allowedPaths: readonly string[],
): URL | undefined => {
  const target = new URL(base);
  const root = target.pathname.replace(/\/+$/, '');
  target.pathname = `${root}${path}`;
  target.search = search;
  const rest = target.pathname.slice(root.length);
  const allowed =
    target.pathname.startsWith(root) &&
    allowedPaths.some((prefix) => rest === prefix || rest.startsWith(`${prefix}/`));
  return allowed && target.origin === new URL(base).origin ? target : undefined;
};

const limitBody = bodyLimit({
  maxSize: FORM_BODY_LIMIT_BYTES,
  onError: (c) => c.text('Payload Too Large', 413),
});

/**
 * Forwards the request to `target` and answers with what it said: a 413 past the limit,
 * a 502 when the mock origin has no answer (msw lets no unmocked call through).
 */
export const forwardTo = (c: Context<Env, string>, target: URL) =>
  limitBody(c, async () => {
    const request = c.req.raw;
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    try {
      const answer = await fetch(target, {
        method: request.method,
        headers: withoutHeaders(request.headers, REQUEST_ONLY),
        redirect: 'manual',
        ...(hasBody ? { body: await request.arrayBuffer() } : {}),
      });
      c.res = new Response(answer.body, {
        status: answer.status,
        statusText: answer.statusText,
        headers: withoutHeaders(answer.headers, RESPONSE_ONLY),
      });
    } catch (error) {
      console.warn(`[mocks] no answer from ${target.origin}${target.pathname}`, error);
      c.res = new Response('Bad Gateway', { status: 502 });
    }
  });
