/**
 * npm run contracts:docs [-- --check]
 * Writes docs/contracts/ (the guide and the OpenAPI documents) from contracts/pacts and the
 * zod schemas; with --check, writes nothing and fails when the committed files are stale.
 */
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { PACT_DIR } from '../contracts/pact/pact-setup.ts';
import { staleFiles, writeGeneratedFiles } from '../contracts/tools/guide.ts';

const USAGE = `Usage: npm run contracts:docs [-- --check]

Writes docs/contracts/<provider>.md and <provider>.openapi.json from contracts/pacts.
  --check  write nothing; exit 1 when a committed file differs from what the pacts say

Example:
  npm run contracts:test && npm run contracts:docs`;

const root = fileURLToPath(new URL('..', import.meta.url));

let args;
try {
  ({ values: args } = parseArgs({
    options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
} else if (args.check) {
  const stale = staleFiles(root, PACT_DIR);
  for (const path of stale) {
    console.error(`${path} does not say what the pacts say: run npm run contracts:docs`);
  }
  process.exitCode = stale.length > 0 ? 1 : 0;
} else {
  for (const path of writeGeneratedFiles(root, PACT_DIR)) {
    console.log(`wrote ${path}`);
  }
}
