import type { MiddlewareHandler } from 'hono';
import { pageUrlOf } from './request-kind.ts';

/**
 * The longest query a page request may carry, in characters as sent. A page repeats parts
 * of its query (the country links, the payload's route) and a page of its own is rendered
 * and may be kept for each query; an ad click's URL with its campaign parameters stays
 * well under this.
 */
export const MAX_QUERY_LENGTH = 2048;

/**
 * Refuses a page load or in-app navigation whose query is longer than MAX_QUERY_LENGTH with
 * `414 URI Too Long`, before any backend call or render. Refused rather than cut: a cut
 * query would render some other page than the one asked for, under its address.
 */
export const queryLimit = (): MiddlewareHandler => async (c, next) => {
  const page = pageUrlOf(c.req.raw);
  if (page && page.search.length - 1 > MAX_QUERY_LENGTH) {
    return new Response('URI Too Long', {
      status: 414,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  await next();
};
