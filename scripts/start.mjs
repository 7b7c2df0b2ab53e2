// `npm start`: build when the sources are newer than the build, then serve the
// production build on PORT with the mocks registered in the same process.
import { spawnSync } from 'node:child_process';
import { needsBuild, SERVER_ENTRY } from './needs-build.ts';

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
