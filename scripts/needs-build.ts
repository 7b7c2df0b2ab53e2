// Whether dist/ is older than the sources: `npm start` and the multi-server tests build only then.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const SERVER_ENTRY = 'dist/serve-node.js';
/** What the build reads; mocks/ (recorded sets too) is loaded from source, never built. */
export const BUILD_SOURCES = [
  'src',
  'contracts',
  'fixtures',
  'public',
  'waku.config.ts',
  'scripts/inter-subset.ts',
  'package-lock.json',
];
// written by the Pact tests, read by no build: a unit run must not make the next start rebuild
const NOT_SOURCES = new Set(['contracts/pacts']);

const newestChange = (path: string): number => {
  if (!existsSync(path) || NOT_SOURCES.has(path)) {
    return 0;
  }
  const stats = statSync(path);
  if (!stats.isDirectory()) {
    return stats.mtimeMs;
  }
  return Math.max(
    stats.mtimeMs,
    ...readdirSync(path).map((name) => newestChange(join(path, name))),
  );
};

export const needsBuild = (): boolean =>
  !existsSync(SERVER_ENTRY) ||
  Math.max(...BUILD_SOURCES.map(newestChange)) > statSync(SERVER_ENTRY).mtimeMs;
