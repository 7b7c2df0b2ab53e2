import type { Context, MiddlewareHandler } from 'hono';

/** A shopper's own answer: no cache between the origin and the browser may keep it. */
export const PRIVATE = { 'cache-control': 'private, no-store' } as const;

/** Whether a request carries a body, which no GET endpoint of the shopper's takes. */
export const hasRequestBody = (request: Request) =>
  request.headers.has('transfer-encoding') ||
  Number(request.headers.get('content-length') ?? '0') > 0;

/**
 * A shopper's JSON answer with its length: a few hundred bytes, which the compression
 * middleware then sends as they are (below its threshold, gzip's set-up costs more CPU than
 * the bytes it saves; gzip was 5 % of the shopper answer's sampled CPU).
 */
export const privateJson = (c: Context, value: unknown) => {
  const body = JSON.stringify(value);
  return c.body(body, 200, {
    ...PRIVATE,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
  });
};

/**
 * A GET endpoint of the shopper's own at `path`: any other method there is a 405, and every
 * other path goes on down the pipeline.
 */
export const privateGetEndpoint =
  (path: string, answer: (c: Context) => Promise<Response>): MiddlewareHandler =>
  async (c, next) => {
    if (new URL(c.req.url).pathname !== path) {
      await next();
      return;
    }
    if (c.req.method !== 'GET') {
      return c.text('Method Not Allowed', 405, { ...PRIVATE, allow: 'GET' });
    }
    return answer(c);
  };
