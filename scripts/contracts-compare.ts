/**
 * npm run contracts:compare -- --oas FILE [--provider NAME] [--json]
 * A provider's OpenAPI document against our pacts (contracts/tools/compare.ts).
 */
import { parseArgs } from 'node:util';
import { PACT_DIR } from '../contracts/pact/pact-setup.ts';
import { COMPARE_USAGE, runCompare } from '../contracts/tools/compare.ts';

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      oas: { type: 'string' },
      provider: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${COMPARE_USAGE}`);
  process.exit(2);
}
const { output, exitCode } = await runCompare(args, PACT_DIR);
(exitCode === 2 ? console.error : console.log)(output);
process.exitCode = exitCode;
