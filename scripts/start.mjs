// `npm start`: build when the sources are newer than the build, then serve the
// production build on PORT. The mock layer (mocks/server/register.ts) is loaded first only
// in mock mode; otherwise no module under mocks/ is loaded at all.
import { spawnSync } from 'node:child_process';
import { needsBuild, SERVER_ENTRY } from './needs-build.ts';
import { decideMockMode, getAppConfig, stopOnConfigError } from '../src/lib/config.ts';

const mockMode = stopOnConfigError(() => decideMockMode(process.env));

if (needsBuild()) {
  console.log('[storefront] building (sources changed since the last build)');
  const build = spawnSync('npx', ['waku', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

if (mockMode.enabled) {
  // prints the start line with the mocked backends and the mock state
  await import('../mocks/server/register.ts');
} else {
  console.log(`[storefront] mocks: off (${mockMode.reason})`);
}
process.env.PORT = String(stopOnConfigError(getAppConfig).port);
// the server logs "listening on …" once the port is held, or ends with one line if it is taken
// (src/lib/lifecycle.ts); this process is the server, so a signal to it reaches the server
await import(`../${SERVER_ENTRY}`);
