/**
 * Verifies the consumer contracts in contracts/pacts (written by contracts/pact).
 *
 *   node scripts/verify-contracts.ts
 *       against our own msw mocks, served by `npm run mocks`'s servers on free loopback ports, with
 *       provider states set in the mock store: the mocks must honour the contracts.
 *   node scripts/verify-contracts.ts --provider-base-url URL [--provider NAME]
 *                                   [--provider-states-setup-url URL]
 *       against a real backend; its team sets the provider states through its own
 *       state-change endpoint (contracts/tools/remote-states.ts). A backend that does not
 *       answer ends the run at once (exit 2), every interaction failed in the JUnit report.
 *   --junit PATH  also writes a JUnit report, a test case per interaction; a relative
 *       PATH is the caller's (npm runs scripts from the repository root: INIT_CWD).
 *
 * It ends with one line per interaction: passed, or the mismatch in words.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PACT_DIR, PROVIDERS } from '../contracts/pact/pact-setup.ts';
import { exampleName } from '../contracts/tools/openapi.ts';
import { readPacts } from '../contracts/tools/pact-file.ts';
import {
  everyInteractionFailed,
  REACH_TIME_BOX_MS,
  unreachable,
} from '../contracts/tools/provider-reach.ts';
import { forwardedStateHandlers } from '../contracts/tools/remote-states.ts';
import {
  formatOutcome,
  junitXml,
  readVerification,
  withAnswerTimes,
  type InteractionOutcome,
} from '../contracts/tools/verify-report.ts';
import {
  selectedPactFiles,
  timingFilter,
  type RequestFilter,
  type Timed,
  type TimeBox,
} from '../contracts/tools/verify-selection.ts';
import { createMockSetup } from '../mocks/server/environment.ts';
import { startMockBackends } from '../mocks/server/mock-backends-server.ts';
import { presetStates } from '../mocks/state/preset-states.ts';
import { openSession, resetMockStore } from '../mocks/session/store.ts';
import { MOCK_SESSION_COOKIE } from '../mocks/server/mock-middleware.ts';
import type { MockPresetName } from '../mocks/state/presets.ts';
import { MOCK_STATE_COOKIE } from '../mocks/state/mock-state-carriers.ts';

/**
 * The storefront's time box for each provider's calls: its configuration's defaults
 * (src/lib/config.ts, docs/operations.md), past which a page takes the call's fallback.
 */
const TIME_BOXES: Record<string, TimeBox> = (() => {
  const { timeouts } = createMockSetup({}).config;
  return {
    [PROVIDERS.siteApi]: { ms: timeouts.siteApiMs, calls: 'site-API calls' },
    [PROVIDERS.personalisation]: { ms: timeouts.personalisationMs, calls: 'personalisation calls' },
  };
})();
const boxInWords = (provider: string) => `${(TIME_BOXES[provider]?.ms ?? 0) / 1000} s`;
const SITE_BOX = boxInWords(PROVIDERS.siteApi);
const PERSONALISATION_BOX = boxInWords(PROVIDERS.personalisation);

const USAGE = `Verify the storefront's pacts against a provider with Pact's verifier.

Usage: npm run contracts:verify [-- --provider-base-url URL [--provider NAME]
                                   [--provider-states-setup-url URL]] [--junit PATH]
                                   [--time-boxes] [--probe-timeout SECONDS]
                                   [--only WORDS] [--skip WORDS]

  (no URL)                          against our own mocks, with the provider states set in them
  --provider-base-url URL           against your running service
  --provider NAME                   only this provider's pact
  --provider-states-setup-url URL   your state-change endpoint: before each interaction it is
                                    POSTed {"state", "params", "action": "setup"} per state
                                    (after it, "teardown") and answers 2xx, with a JSON object
                                    of values for the request (e.g. {"csrfToken": "…"})
  --prefer-state-example            send "Prefer: example=NAME", NAME the example our OpenAPI
                                    document names for the interaction's provider states: for a
                                    mock built from the document (Prism) to answer in that state
  --junit PATH                      also write a JUnit report, a test case per interaction
                                    (its time: the provider's answer time; a run that could
                                    not check an interaction: <error>, not <failure>)
  --time-boxes                      fail an interaction the provider answered after the
                                    storefront's time box for its calls (site API ${SITE_BOX},
                                    personalisation ${PERSONALISATION_BOX}); without it, it is flagged
  --probe-timeout SECONDS           how long the first request may take (default ${REACH_TIME_BOX_MS / 1000})
  --only WORDS                      only the interactions whose description or a provider state
                                    holds WORDS (any case); repeatable
  --skip WORDS                      leave out those (e.g. --skip "not issued" where a mock cannot
                                    refuse the add to cart); repeatable

Example:
  npm run contracts:verify -- --provider storefront-site-api --provider-base-url http://127.0.0.1:8080 --junit pact-results.xml

Exit code: 0 every interaction passed, 1 one failed, 2 bad usage or nothing answers at a URL.`;

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      'provider-base-url': { type: 'string' },
      provider: { type: 'string' },
      'provider-states-setup-url': { type: 'string' },
      'prefer-state-example': { type: 'boolean' },
      junit: { type: 'string' },
      'time-boxes': { type: 'boolean' },
      'probe-timeout': { type: 'string' },
      only: { type: 'string', multiple: true },
      skip: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const probeSeconds = Number(args['probe-timeout'] ?? REACH_TIME_BOX_MS / 1000);
if (!(probeSeconds > 0 && probeSeconds <= 600)) {
  console.error(`--probe-timeout must be a number of seconds, 0 to 600\n\n${USAGE}`);
  process.exit(2);
}

/** The pact files by provider name (only one provider's with --provider; --only and --skip applied), and the interactions left out. */
const pactFilesByProvider = () => {
  const pacts = readPacts(PACT_DIR, args.provider);
  if (pacts.length === 0) {
    console.error(`No pact file in ${PACT_DIR} for ${args.provider ?? 'any provider'}`);
    process.exit(2);
  }
  const { files, left } = selectedPactFiles(pacts, { only: args.only, skip: args.skip });
  const byProvider = new Map<string, string[]>();
  for (const { path, provider } of files) {
    byProvider.set(provider, [...(byProvider.get(provider) ?? []), path]);
  }
  if (byProvider.size === 0) {
    console.error('--only and --skip leave no interaction to verify');
    process.exit(2);
  }
  return { byProvider, left, pacts };
};

// ---- Our mocks as the provider: the servers of `npm run mocks` (mocks/server/mock-backends-server.ts)

/**
 * Each interaction gets a fresh mock session; a state picks the preset or seeds the
 * session, and the request filter adds the session and mock state cookies a browser would
 * carry. States without a handler body are what the fixtures hold anyway.
 */
let session: { id: string; preset: MockPresetName } = { id: '', preset: 'anonymous' };

const inPreset = (preset: MockPresetName) => async () => {
  session.preset = preset;
};
const fixturesHoldIt = async () => undefined;

const mockProviderOptions = {
  beforeEach: async () => {
    resetMockStore();
    session = { id: randomUUID(), preset: 'anonymous' };
  },
  stateHandlers: {
    'an anonymous visitor': inPreset('anonymous'),
    'a logged-in customer': inPreset('customer'),
    'the cart is empty': inPreset('anonymous'),
    'the cart has items': inPreset('full-cart'),
    // the token goes into the request's CSRF header (fromProviderState in the pact)
    'a CSRF token is issued for the session': async () => ({
      csrfToken: openSession(session.id, session.preset, presetStates[session.preset].cart).csrf
        .token,
    }),
    // a fresh mock session holds no token until it asks for one
    'no CSRF token is issued for the session': fixturesHoldIt,
    'a product with id 1001 exists': fixturesHoldIt,
    'a product with SKU LN-OMEGA3-60 exists': fixturesHoldIt,
    'no product has SKU LN-NOPE': fixturesHoldIt,
    'products with SKUs LN-OMEGA3-60 and LN-VITD3K2-60 exist': fixturesHoldIt,
    'countries are configured': fixturesHoldIt,
    'the search has results for "omega"': fixturesHoldIt,
    'the chat campaign taia-chat-gate is running with the chat enabled': fixturesHoldIt,
    'the personalisation service is up': fixturesHoldIt,
  },
  requestFilter: (request: IncomingMessage, _response: ServerResponse, next: () => void) => {
    const ours = `${MOCK_SESSION_COOKIE}=${session.id}; ${MOCK_STATE_COOKIE}=${session.preset}`;
    request.headers.cookie = request.headers.cookie ? `${request.headers.cookie}; ${ours}` : ours;
    next();
  },
} satisfies Partial<VerifierOptions>;

// ---- Run

const junitPath = args.junit
  ? resolve(process.env['INIT_CWD'] ?? process.cwd(), args.junit)
  : undefined;

const writeJunit = (outcomes: InteractionOutcome[]) => {
  if (junitPath) {
    writeFileSync(junitPath, junitXml(outcomes));
    console.log(`JUnit report: ${junitPath}`);
  }
};

const verify = async (providerBaseUrl: string, extra: Partial<VerifierOptions>) => {
  const outcomes: InteractionOutcome[] = [];
  let failed = false;
  const { byProvider, left, pacts } = pactFilesByProvider();
  for (const [provider, pactUrls] of byProvider) {
    console.log(`Verifying ${provider} at ${providerBaseUrl}`);
    const timed: Timed[] = [];
    // the verifier resolves, or rejects, with its JSON report
    let report: string;
    try {
      report = await new Verifier({
        provider,
        providerBaseUrl,
        pactUrls,
        logLevel: 'warn',
        ...extra,
        // pact's own type for it names express, which is not installed
        requestFilter: timingFilter(timed, extra.requestFilter as RequestFilter | undefined),
      }).verifyProvider();
    } catch (error) {
      report = error instanceof Error ? error.message : String(error);
    }
    const own = readVerification(provider, report);
    if (own) {
      const interactions = pacts
        .filter(({ pact }) => pact.provider.name === provider)
        .flatMap(({ pact }) => pact.interactions);
      outcomes.push(
        ...withAnswerTimes(
          own,
          interactions,
          timed,
          TIME_BOXES[provider],
          args['time-boxes'] === true,
        ),
      );
    } else {
      failed = true;
      console.error(`${provider}: the verifier could not run: ${report}`);
    }
  }
  outcomes.push(
    ...left.map(({ provider, interaction }) => ({
      provider,
      interaction: interaction.description,
      states: interaction.providerStates.map((state) => state.name),
      passed: true,
      pending: false,
      reasons: [],
      seconds: 0,
      skipped: true,
    })),
  );
  if (outcomes.length > 0) {
    console.log(`\nResults, one line per interaction:`);
    outcomes.forEach((outcome) => console.log(formatOutcome(outcome)));
  }
  const checked = outcomes.filter((outcome) => !outcome.skipped);
  const failures = checked.filter((outcome) => !outcome.passed && !outcome.pending).length;
  const slow = checked.filter((outcome) => outcome.passed && outcome.pastTimeBox).length;
  const notes = [
    ...(slow > 0
      ? [`${slow} answered after the storefront's time box (--time-boxes fails them)`]
      : []),
    ...(left.length > 0 ? [`${left.length} skipped`] : []),
  ];
  console.log(
    `${
      failures === 0 && !failed
        ? `${checked.length} interactions verified`
        : `${failures} of ${checked.length} interactions failed`
    }${notes.length > 0 ? `; ${notes.join('; ')}` : ''}.`,
  );
  writeJunit(outcomes);
  return failures === 0 && !failed;
};

/**
 * `--prefer-state-example`: each interaction's request asks for the document's example of
 * its provider states, which the state handlers note as the verifier sets them up.
 */
const preferStateExample = (
  handlers: NonNullable<VerifierOptions['stateHandlers']>,
): Partial<VerifierOptions> => {
  let states: string[] = [];
  return {
    beforeEach: async () => {
      states = [];
    },
    stateHandlers: Object.fromEntries(
      Object.entries(handlers).map(([state, handler]) => {
        const setup = typeof handler === 'function' ? handler : handler.setup;
        return [
          state,
          {
            ...(typeof handler === 'function' ? {} : handler),
            setup: async (params?: unknown) => {
              states.push(state);
              return setup?.(params as never);
            },
          },
        ];
      }),
    ),
    requestFilter: (request: IncomingMessage, _response: ServerResponse, next: () => void) => {
      request.headers['prefer'] = `example=${exampleName(states.join(' and '))}`;
      next();
    },
  };
};

/** The provider states of the pacts, each a handler that does nothing here. */
const noStateHandlers = () =>
  Object.fromEntries(
    readPacts(PACT_DIR, args.provider)
      .flatMap(({ pact }) => pact.interactions.flatMap((each) => each.providerStates))
      .map((state) => [state.name, async () => undefined]),
  );

/** One line and exit 2 when the provider (or its state URL) does not answer, before the verifier waits on it. */
const stopUnlessReachable = async (urls: string[]) => {
  for (const url of urls) {
    const reason = await unreachable(url, probeSeconds * 1000);
    if (reason) {
      console.error(reason);
      writeJunit(everyInteractionFailed(PACT_DIR, args.provider, reason));
      process.exit(2);
    }
  }
};

const realBackend = args['provider-base-url'];
let passed: boolean;
if (realBackend) {
  const setupUrl = args['provider-states-setup-url'];
  await stopUnlessReachable(setupUrl ? [realBackend, setupUrl] : [realBackend]);
  const handlers = setupUrl
    ? forwardedStateHandlers(PACT_DIR, args.provider, setupUrl)
    : args['prefer-state-example']
      ? noStateHandlers()
      : undefined;
  passed = await verify(
    realBackend,
    handlers && args['prefer-state-example']
      ? preferStateExample(handlers)
      : handlers
        ? { stateHandlers: handlers }
        : {},
  );
} else {
  const mocks = await startMockBackends();
  try {
    // personalisation lives on the site API unless it has an address of its own
    passed = await verify(mocks.urls.siteApi, mockProviderOptions);
  } finally {
    await mocks.close();
  }
}
process.exitCode = passed ? 0 : 1;
