// `npm run dev`: the waku dev server, with the mock layer loaded first only in mock
// mode (the same rule as `npm start`, src/lib/config.ts decideMockMode).
import { spawn } from 'node:child_process';
import { ConfigError, decideMockMode } from '../src/lib/config.ts';

let mockMode;
try {
  mockMode = decideMockMode(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) {
    throw error;
  }
  console.error(error.message);
  process.exit(1);
}
if (!mockMode.enabled) {
  console.log(`[storefront] mocks: off (${mockMode.reason})`);
}
const child = spawn(
  process.execPath,
  [
    ...(mockMode.enabled ? ['--import', './mocks/server/register.ts'] : []),
    './node_modules/waku/cli.js',
    'dev',
  ],
  { stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
// a stop meant for this script is meant for the dev server it started
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal));
}
