/**
 * npm run contracts:stub [-- --port N] [--provider NAME]
 * Serves the pact files over HTTP with Pact's stub server (contracts/tools/stub.ts).
 */
import { parseArgs } from 'node:util';
import { PACT_DIR } from '../contracts/pact/pact-setup.ts';
import { readPacts, requestLine } from '../contracts/tools/pact-file.ts';
import { requestLog, startStub, STATE_HEADER } from '../contracts/tools/stub.ts';

const USAGE = `Serve what the storefront expects from its providers, from the pact files.

Usage: npm run contracts:stub [-- --port N] [--provider NAME]

  --port N         the port to listen on (default 8765; 0 for any free port)
  --provider NAME  only this provider's interactions (storefront-site-api, storefront-personalisation)
  --help           this text

Each request gets the response of the interaction it matches. When one request is expected
in several provider states, send the state in the ${STATE_HEADER} header (a regular
expression matched against state names; a state's full name works):

  curl -H '${STATE_HEADER}: the cart is empty' 'http://127.0.0.1:8765/cart?format=json'

Example:
  npm run contracts:stub -- --provider storefront-site-api --port 9000

Exit code: 2 bad usage; otherwise it runs until stopped (Ctrl-C).`;

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      port: { type: 'string', default: '8765' },
      provider: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
const port = Number(args.port);
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not ${args.port}\n\n${USAGE}`);
  process.exit(2);
}
const pacts = readPacts(PACT_DIR, args.provider);
if (pacts.length === 0) {
  console.error(`No pact for provider "${args.provider ?? ''}"\n\n${USAGE}`);
  process.exit(2);
}

const stub = await startStub({
  pactDir: PACT_DIR,
  provider: args.provider,
  port,
  onLog: requestLog((line) => console.log(line)),
});
console.log(
  `Pact stub of ${pacts.map(({ pact }) => pact.provider.name).join(' and ')} on ${stub.url} (listening on every interface: Pact's stub server has no option to bind one, so keep the port closed to other machines)`,
);
for (const { pact } of pacts) {
  for (const interaction of pact.interactions) {
    const states = interaction.providerStates.map((state) => state.name).join('; ');
    console.log(
      `  ${requestLine(interaction)} → ${interaction.response.status}${states ? `  given: ${states}` : ''}`,
    );
  }
}
console.log('Requests:');

const stop = () => {
  void stub.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
