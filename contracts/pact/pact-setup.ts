import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';

/** Where the pact files are written; committed, and verified by scripts/verify-contracts.ts. */
export const PACT_DIR = fileURLToPath(new URL('../pacts/', import.meta.url));

export const CONSUMER = 'storefront-web';

export const PROVIDERS = {
  siteApi: 'storefront-site-api',
  personalisation: 'storefront-personalisation',
} as const;

/** docs/behaviour.md#calls: every call to the site API (the personalisation paths included) carries them. */
export const SITE_HEADERS = {
  'X-Requested-With': 'XMLHttpRequest',
  'X-Nuxt-Request-From': 'client',
};

/**
 * A PactV4 consumer for one provider. Its pact file is removed first: pact merges new
 * interactions into an existing file, and a renamed interaction would linger there.
 */
export const createPact = (provider: string) => {
  rmSync(new URL(`${CONSUMER}-${provider}.json`, `file://${PACT_DIR}`), { force: true });
  return new PactV4({
    consumer: CONSUMER,
    provider,
    dir: PACT_DIR,
    logLevel: 'warn',
  });
};
