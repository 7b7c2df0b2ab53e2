/** Build output under /assets/ has a content hash in its name: a new build, a new name. */
const HASHED_ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Lets browsers and CDNs keep content-hashed build files for a year without asking again.
 * Wraps the server's fetch because waku's Node adapter answers files in dist/public before
 * any middleware runs; pages and everything else pass through untouched.
 */
export const withImmutableAssets =
  <Rest extends unknown[]>(
    fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>,
  ) =>
  async (request: Request, ...rest: Rest) => {
    const response = await fetch(request, ...rest);
    if (response.ok && new URL(request.url).pathname.startsWith(HASHED_ASSETS_PREFIX)) {
      response.headers.set('cache-control', IMMUTABLE);
    }
    return response;
  };
