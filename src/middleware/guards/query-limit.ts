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
 * The longest path a page may have, in characters as sent: a CMS page's address is a few
 * words. A page repeats its path (the canonical, country and hreflang links, the payload's
 * route), so an 8,000-character path made a 128 kB 404 page.
 */
export const MAX_PATH_LENGTH = 512;

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * Refuses a page load or in-app navigation whose query is longer than MAX_QUERY_LENGTH with
 * `414 URI Too Long`, before any backend call or render. Refused rather than cut: a cut
 * query would render some other page than the one asked for, under its address. A path
 * longer than MAX_PATH_LENGTH is no page's: a short `404`, nothing rendered.
 */
export const queryLimit = (): MiddlewareHandler => async (c, next) => {
  const page = pageUrlOf(c.req.raw);
  if (page && page.search.length - 1 > MAX_QUERY_LENGTH) {
    return plain(414, 'URI Too Long');
  }
  if (page && page.pathname.length > MAX_PATH_LENGTH) {
    return plain(404, 'Not Found');
  }
  await next();
};
