/**
 * npm run mocks: the mocked backends as a standalone server (mocks/server/mock-backends-server.ts).
 * Exit codes: 0 stopped, 2 bad usage (an unknown option, port or state).
 */
import { parseArgs } from 'node:util';
import { ConfigError } from '../src/lib/config.ts';
import {
  DEFAULT_BASE_PORT,
  describeMockBackends,
  startMockBackends,
} from '../mocks/server/mock-backends-server.ts';
import { mockStateVariableOf } from '../mocks/state/mock-state-carriers.ts';

const USAGE = `Usage: npm run mocks -- [--port N] [--host H] [--state VALUE] [--quiet]

Serves the mocked backends, one port per backend from --port (default MOCKS_PORT or
${DEFAULT_BASE_PORT}): site API, CMS, personalisation, monitoring. A request picks its state
with the x-mock-state header or the mock-state cookie; others get --state (default
MOCK_STATE, else anonymous). See docs/qa.md#serve-the-mocks-to-anything-npm-run-mocks.

Example:
  npm run mocks -- --state professional,canada,site-api.cart:slow-2000
  curl -s -H 'x-mock-state: full-cart' 'http://127.0.0.1:4010/cart?format=json'`;

const usageError = (message: string): never => {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
};

const parsed = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string', default: '127.0.0.1' },
        state: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
})();

if (parsed.help) {
  console.log(USAGE);
  process.exit(0);
}

const basePort = Number(parsed.port ?? process.env.MOCKS_PORT ?? DEFAULT_BASE_PORT);
if (!Number.isInteger(basePort) || basePort < 0 || basePort > 65_530) {
  usageError(`--port must be a port number (got ${parsed.port ?? process.env.MOCKS_PORT})`);
}

const start = () =>
  startMockBackends({
    defaultState: parsed.state ?? mockStateVariableOf(process.env),
    host: parsed.host,
    basePort,
    ...(parsed.quiet ? {} : { log: (line: string) => console.log(`[mocks] ${line}`) }),
  });
const backends = await start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    return usageError(error.message);
  }
  throw error;
});

console.log(describeMockBackends(backends));
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void backends.close().then(() => process.exit(0)));
}
