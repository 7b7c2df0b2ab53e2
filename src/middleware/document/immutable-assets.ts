import { isServedBuildFile } from '../guards/build-files.ts';

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
    if (isServedBuildFile(request, response)) {
      response.headers.set('cache-control', IMMUTABLE);
    }
    return response;
  };
