/**
 * npm run mocks:record -- --name NAME --site-api URL [--personalisation URL] [--port N]
 * Records real backends' answers as a fixture set for `recorded:NAME` (mocks/journal/recorder.ts).
 * Exit codes: 0 stopped and written, 2 bad usage.
 */
import { parseArgs } from 'node:util';
import { relative } from 'node:path';
import { startRecorder } from '../mocks/journal/recorder.ts';

const USAGE = `Usage: npm run mocks:record -- --name NAME --site-api URL [--personalisation URL] [--port N]

Proxies to real backends: the site API on --port (default 4020), personalisation on the next
port. Point a storefront at them (SITE_API_URL, PERSONALISATION_API_URL) and browse. Every
answer its zod contract and the pacts accept is kept; one either rejects is reported with the
reason, not kept. Ctrl-C writes mocks/recordings/NAME.json (git-ignored; status and body only:
no header, no cookie, tokens redacted), which the mock state part recorded:NAME replays.

  --name NAME            the set's name: a-z, 0-9 and -
  --site-api URL         the real site API (default SITE_API_URL)
  --personalisation URL  the real personalisation service (default PERSONALISATION_API_URL)
  --port N               the site API's port (default 4020)

Example:
  npm run mocks:record -- --name staging --site-api https://staging-api.example.com`;

const usageError = (message: string): never => {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
};

const args = (() => {
  try {
    return parseArgs({
      options: {
        name: { type: 'string' },
        'site-api': { type: 'string' },
        personalisation: { type: 'string' },
        port: { type: 'string', default: '4020' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return usageError(error instanceof Error ? error.message : String(error));
  }
})();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const siteApi = args['site-api'] ?? process.env['SITE_API_URL'];
const personalisation = args.personalisation ?? process.env['PERSONALISATION_API_URL'];
const port = Number(args.port);
if (!args.name) {
  usageError('--name is required');
}
if (!siteApi && !personalisation) {
  usageError('give --site-api or --personalisation (or SITE_API_URL, PERSONALISATION_API_URL)');
}
if (!Number.isInteger(port) || port < 0 || port > 65_534) {
  usageError(`--port must be a port number (got ${args.port})`);
}

const recorder = await startRecorder({
  name: args.name ?? '',
  targets: {
    ...(siteApi ? { siteApi } : {}),
    ...(personalisation ? { personalisation } : {}),
  },
  basePort: port,
  log: (line) => console.log(`[record] ${line}`),
}).catch((error: unknown) => usageError(error instanceof Error ? error.message : String(error)));

for (const [backend, url] of Object.entries(recorder.urls)) {
  console.log(
    `[record] ${backend.padEnd(15)} ${url} -> ${backend === 'siteApi' ? siteApi : personalisation}`,
  );
}
console.log('[record] Ctrl-C writes the set');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void recorder.close().then(({ file, answers, kept, refused }) => {
      console.log(
        `[record] wrote ${relative(process.cwd(), file)}: ${answers} answers, one per call and path (the latest of the ${kept} kept); ${refused} not kept; replay with the mock state part recorded:${args.name}`,
      );
      process.exit(0);
    });
  });
}
