import { ConfigError, parseConfig, presentVariables, type Config } from '../../src/lib/config.ts';
import type { JournalEntry } from '../journal/journal.ts';
import { parseMockState, type MockState } from '../state/mock-state.ts';
import { MOCK_STATE_VARIABLE, mockStateVariableOf } from '../state/mock-state-carriers.ts';

export type Backend = 'siteApi' | 'cms' | 'personalisation' | 'monitoring';

export const MOCK_CMS_PUBLIC_KEY = 'mock-public-key';

/** What a backend left unset gets in mock mode; msw answers these, so nothing leaves the machine. */
const MOCK_ADDRESSES = {
  SITE_API_URL: 'https://site-api.mock.local',
  CMS_API_HOST: 'https://cdn.builder.io',
  CMS_PUBLIC_KEY: MOCK_CMS_PUBLIC_KEY,
  MONITORING_INTAKE_URL: 'https://monitoring-intake.mock.local',
} as const;

/** The partner sign-up host of the fixture forms; it exists only here. */
export const MOCK_PARTNER_URL = 'https://partner.mock.local';

type Environment = Record<string, string | undefined>;

/** Which backends have no address of their own, so the mocks answer for them. */
export const mockedBackends = (source: Environment): Record<Backend, boolean> => {
  const env = presentVariables(source);
  return {
    siteApi: !env.SITE_API_URL,
    cms: !env.CMS_API_HOST,
    // personalisation lives on the site API unless it has an address of its own
    personalisation: !env.PERSONALISATION_API_URL && !env.SITE_API_URL,
    monitoring: !env.MONITORING_INTAKE_URL,
  };
};

/**
 * The environment with every unset backend address pointing at its mock, so the
 * server reads a complete configuration and never learns which backends are mocked.
 */
export const withMockAddresses = (source: Environment): Record<string, string> => {
  const env = presentVariables(source);
  return {
    ...MOCK_ADDRESSES,
    // the mock CMS and site API answer per browser session and mock state, so nothing may
    // outlive a request
    ...(mockedBackends(env).cms ? { CMS_PAGE_CACHE_SECONDS: '0' } : {}),
    ...(mockedBackends(env).siteApi
      ? { PRODUCT_CACHE_SECONDS: '0', COUNTRIES_CACHE_SECONDS: '0' }
      : {}),
    // a demo or QA deployment must not end up in a search index
    SITE_NOINDEX: 'on',
    // a price group's documents, as in production; mock mode is never a production server
    PRICE_CONTEXT_SECRET: 'mock-price-context-secret-not-for-production',
    ...env,
    MOCKS: 'on',
  };
};

export type MockSetup = {
  /** the server's configuration, addresses filled in */
  config: Config;
  mocked: Record<Backend, boolean>;
  /** the state of a request that names none: `MOCK_STATE`, a preset or any part list */
  defaultState: MockState;
  /**
   * Where a faulted call is told, besides its journal: the storefront's log in the offline
   * storefront (mocks/server/register.ts). `npm run mocks` has no storefront configuration to
   * build that log from and prints its own line per call, so it leaves this out.
   */
  logFault?: (entry: JournalEntry) => void;
};

/** The mocks' view of an environment; throws a ConfigError naming a bad variable. */
export const createMockSetup = (source: Environment): MockSetup => {
  const chosen = parseMockState(mockStateVariableOf(presentVariables(source)) ?? 'anonymous');
  if (!chosen.ok) {
    throw new ConfigError(`Invalid configuration:\n  ${MOCK_STATE_VARIABLE}: ${chosen.message}`);
  }
  return {
    config: parseConfig(withMockAddresses(source)),
    mocked: mockedBackends(source),
    defaultState: chosen.state,
  };
};
