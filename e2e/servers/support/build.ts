import { spawnSync } from 'node:child_process';
import { needsBuild } from '../../../scripts/needs-build.ts';

/** Builds once when the sources changed; every server a test starts serves that build. */
export default function setup() {
  if (!needsBuild()) {
    return;
  }
  // vitest sets NODE_ENV=test, which Vite would otherwise bake into a development build
  const build = spawnSync('npx', ['waku', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    throw new Error('waku build failed');
  }
}
