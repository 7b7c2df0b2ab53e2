import type { MiddlewareHandler } from 'hono';

/** Build output under /assets/ has a content hash in its name: a new build, a new name. */
const HASHED_ASSETS_PREFIX = '/assets/';

export const isBuildFilePath = (pathname: string) => pathname.startsWith(HASHED_ASSETS_PREFIX);

/**
 * Whether `response` is a build file as waku's static handler served it, and so may be kept
 * for a year by browsers and CDNs and compressed once by us. missingBuildFiles answers every
 * other request under /assets/ with a 404, so a 2xx there is the static handler's; a response
 * carrying a cookie is refused all the same, since whatever is kept is replayed to everyone.
 */
export const isServedBuildFile = (request: Request, response: Response) =>
  response.ok &&
  !response.headers.has('set-cookie') &&
  isBuildFilePath(new URL(request.url).pathname);

/**
 * waku's Node adapter answers the files of dist/public before any middleware runs, so a
 * request under /assets/ that reaches the middleware names no build file: an old chunk
 * after a deploy, or a guess. It gets a plain 404 at once. Left to the page router it would
 * render a page (backend calls, cookies, a nonce) that a browser or CDN could keep as a
 * script (docs/decisions/008-hostile-requests.md).
 */
export const missingBuildFiles = (): MiddlewareHandler => async (c, next) => {
  if (!isBuildFilePath(c.req.path)) {
    await next();
    return;
  }
  return c.text('Not Found', 404, { 'cache-control': 'no-store' });
};
