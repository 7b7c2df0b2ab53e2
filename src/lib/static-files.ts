import { readdirSync } from 'node:fs';
import { serveStatic as serveFiles } from '@hono/node-server/serve-static';

type Options = Parameters<typeof serveFiles>[0];

/**
 * The built files (dist/public), as waku's Node adapter serves them, in front of every request:
 * @hono/node-server's serveStatic, asked only for addresses under dist/public's own top-level
 * entries (assets/, favicon.svg, images/…), read once at start. Asked for every page, answer
 * and beacon, it looked each up on disk, and the lookup's thrown "no such file" was 4 % of the
 * shopper answer's CPU (`node bench/profile.mjs`). Every other request goes on as it did after
 * such a miss. waku.config.ts points the adapter's import here.
 */
export const serveStatic = (options: Options): ReturnType<typeof serveFiles> => {
  const serve = serveFiles(options);
  let entries: ReadonlySet<string>;
  try {
    entries = new Set(readdirSync(options?.root ?? '.'));
  } catch {
    entries = new Set();
  }
  return (c, next) => (entries.has(c.req.path.split('/')[1] ?? '') ? serve(c, next) : next());
};
