// `npm start`: build when the sources are newer than the build, then serve the
// production build on PORT with the mocks registered in the same process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SERVER_ENTRY = 'dist/serve-node.js';
const SOURCES = ['src', 'contracts', 'fixtures', 'public', 'waku.config.ts', 'package-lock.json'];

const newestChange = (path) => {
  if (!existsSync(path)) {
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

const needsBuild = () =>
  !existsSync(SERVER_ENTRY) ||
  Math.max(...SOURCES.map(newestChange)) > statSync(SERVER_ENTRY).mtimeMs;

if (needsBuild()) {
  console.log('[storefront] building (sources changed since the last build)');
  const build = spawnSync('npx', ['waku', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

await import('../mocks/register.ts');
const { getAppConfig } = await import('../src/lib/config.ts');
process.env.PORT = String(getAppConfig().port);
await import(`../${SERVER_ENTRY}`);
console.log(`[storefront] listening on http://localhost:${process.env.PORT}`);
