import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getAppConfig } from '../../lib/config.ts';

/** Build output under /assets/ has a content hash in its name: a new build, a new name. */
const HASHED_ASSETS_PREFIX = '/assets/';

export const isBuildFilePath = (pathname: string) => pathname.startsWith(HASHED_ASSETS_PREFIX);

/**
 * Whether `response` is a build file as waku's static handler served it, and so may be kept
 * for a year by browsers and CDNs and compressed once by us. missingBuildFiles answers every
 * other request under /assets/ with a 404, so a 2xx there is the static handler's (or an earlier
 * release's file, as immutable as its own); a response
 * carrying a cookie is refused all the same, since whatever is kept is replayed to everyone.
 */
export const isServedBuildFile = (request: Request, response: Response) =>
  response.ok &&
  !response.headers.has('set-cookie') &&
  isBuildFilePath(new URL(request.url).pathname);

// the kinds of file a build writes under /assets/
const BUILD_FILE_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/**
 * The bytes of `pathname` in the first earlier release's build that has it: a page cached
 * (at the edge, in a browser) before a deploy names that release's chunks, which the new
 * build no longer has (docs/operations.md#rolling-deploy). Only files under /assets/, never
 * a page, and never a path that leaves a release's assets folder.
 */
const previousBuildFile = async (pathname: string, dirs: readonly string[]) => {
  const type = BUILD_FILE_TYPES[extname(pathname)];
  if (!type) {
    return undefined;
  }
  for (const dir of dirs) {
    const assets = resolve(dir, 'public', 'assets');
    const file = resolve(assets, `.${pathname.slice(HASHED_ASSETS_PREFIX.length - 1)}`);
    if (!file.startsWith(assets + sep)) {
      return undefined;
    }
    const bytes = await readFile(file).catch(() => undefined);
    if (bytes) {
      return { bytes, type };
    }
  }
  return undefined;
};

/**
 * waku's Node adapter answers the files of dist/public before any middleware runs, so a
 * request under /assets/ that reaches the middleware names no file of this build: an old
 * chunk after a deploy, served from PREVIOUS_BUILD_DIRS when one of them has it, or a guess.
 * Anything else gets a plain 404 at once. Left to the page router it would render a page
 * (backend calls, cookies, a nonce) that a browser or CDN could keep as a script
 * (docs/decisions/008-hostile-requests.md).
 */
export const missingBuildFiles = (): MiddlewareHandler =>
  buildFilesOfEarlierReleases(() => getAppConfig().previousBuildDirs);

/** missingBuildFiles with the earlier releases' folders given. */
export const buildFilesOfEarlierReleases =
  (previousBuildDirs: () => readonly string[]): MiddlewareHandler =>
  async (c, next) => {
    if (!isBuildFilePath(c.req.path)) {
      await next();
      return;
    }
    const previous = await previousBuildFile(c.req.path, previousBuildDirs());
    if (previous) {
      // marked immutable by withImmutableAssets, as this build's own files are
      return c.body(new Uint8Array(previous.bytes), 200, { 'content-type': previous.type });
    }
    return c.text('Not Found', 404, { 'cache-control': 'no-store' });
  };
