import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PACT_DIR, PROVIDERS } from '../pact/pact-setup.ts';
import { readPacts } from './pact-file.ts';
import { startStub, type RunningStub } from './stub.ts';
import {
  formatOutcome,
  junitXml,
  readVerification,
  type InteractionOutcome,
} from './verify-report.ts';

/*
 * A real verification whose mismatches are known: Pact's verifier against our own stub,
 * which sets no provider states, so where one request is expected in two states the
 * stub's first choice is wrong for the other.
 */
let stub: RunningStub;
let outcomes: InteractionOutcome[];

beforeAll(async () => {
  stub = await startStub({ pactDir: PACT_DIR, provider: PROVIDERS.siteApi });
  const [pact] = readPacts(PACT_DIR, PROVIDERS.siteApi);
  const report = await new Verifier({
    provider: PROVIDERS.siteApi,
    providerBaseUrl: stub.url,
    pactUrls: [pact?.path ?? ''],
    logLevel: 'error',
  })
    .verifyProvider()
    .catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  outcomes = readVerification(PROVIDERS.siteApi, report) ?? [];
});

afterAll(async () => {
  await stub.close();
});

const line = (interaction: string) =>
  formatOutcome(outcomes.find((each) => each.interaction === interaction) ?? outcomes[0]!);

test('one line per interaction: passed, or the mismatch in words', () => {
  expect(outcomes).toHaveLength(16);
  expect(line('a request for the CSRF token')).toBe(
    '✓ storefront-site-api · a request for the CSRF token: passed',
  );
  expect(line('a request to add to the cart with a CSRF token the session was not issued')).toBe(
    '✗ storefront-site-api · a request to add to the cart with a CSRF token the session was not issued: failed: status: we expect 403, the provider answered 200',
  );
  expect(line('a request for an empty cart')).toMatch(
    /^✗ storefront-site-api · a request for an empty cart: failed: body \$\.lines: Expected an empty List but received/,
  );
});

test('the JUnit report has a test case per interaction and a failure per mismatch', () => {
  const report = junitXml(outcomes);
  expect(report.match(/<testcase /g)).toHaveLength(16);
  expect(report).toContain('<testsuite name="storefront-site-api" tests="16" failures="3"');
  expect(report).toContain('<failure message="status: we expect 403, the provider answered 200">');
  expect(report).toContain('name="a request for search suggestions for &quot;omega&quot; (given');
});

test('output that is not a report (the verifier could not run) is said to be so', () => {
  expect(readVerification(PROVIDERS.siteApi, 'Verification was unable to run')).toBeUndefined();
});
