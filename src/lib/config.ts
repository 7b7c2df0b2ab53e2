import { z } from 'zod';

/**
 * The server's whole configuration, read once from the environment.
 * Each backend is mocked exactly when its address is unset, so QA can point one
 * backend (say the CMS) at a real host while the others stay on the mocks.
 */
const optionalUrl = z.url({ protocol: /^https?$/ }).optional();
const flag = z.enum(['on', 'off']);
const sampleRate = z.coerce.number().min(0).max(100);
const timeBox = z.coerce.number().int().min(50).max(10000);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_API_URL: optionalUrl,
  SITE_PUBLIC_URL: optionalUrl,
  PRODUCT_DOMAIN: z.string().min(1).default('lumen-nutrition.com'),
  CMS_API_HOST: optionalUrl,
  CMS_PUBLIC_KEY: z.string().min(1).optional(),
  CMS_PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  PERSONALISATION_API_URL: optionalUrl,
  PERSONALISATION_PROVIDER: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('dy'),
  PERSONALISATION_SECTION_ID: z.string().min(1).default('8770001'),
  PERSONALISATION_SECTION_ID_CA: z.string().min(1).default('8770002'),
  PERSONALISATION_TIMEOUT_MS: timeBox.default(800),
  // the page's backend calls (docs/decisions/007-request-pipeline.md): each call's own time
  // box, and the budget of the whole page, after which every call still out takes its fallback
  SITE_API_TIMEOUT_MS: timeBox.default(1500),
  CMS_TIMEOUT_MS: timeBox.default(2000),
  PAGE_BUDGET_MS: timeBox.default(2500),
  COUNTRIES_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(300),
  CHAT_IFRAME_ENABLED: z.enum(['Y', 'N']).default('Y'),
  CHAT_CAMPAIGN_KEY: z.string().min(1).default('taia-chat-gate'),
  MONITORING_INTAKE_URL: optionalUrl,
  MONITORING_APPLICATION_ID: z.string().default('storefront-local'),
  MONITORING_CLIENT_TOKEN: z.string().default('pub-local-token'),
  MONITORING_VERSION: z.string().default('1.0.0'),
  MONITORING_ENV: z.string().default('unknown'),
  MONITORING_SESSION_SAMPLE_RATE: sampleRate.default(25),
  CONSENT_SCRIPT_URL: z
    .string()
    .regex(/^(\/[^/]|https:\/\/)/)
    .default('/vendor/consent.js'),
  TAG_MANAGER_SCRIPT_URL: z
    .string()
    .regex(/^(\/[^/]|https:\/\/)/)
    .default('/vendor/gtm.js'),
  // the partner email form (SPEC.md 7) posts from the browser to an address editors choose;
  // the CSP lets the page reach only these origins besides its own
  PARTNER_FORM_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https$/ }).transform((url) => new URL(url).origin))),
  // a cache shared by every instance; unset: each instance keeps its own in memory
  CACHE_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // a Redis command slower than this counts as a miss: a slow cache must not slow a page
  CACHE_TIMEOUT_MS: z.coerce.number().int().min(10).max(5000).default(150),
  PRODUCT_CACHE_SECONDS: z.coerce.number().min(0).max(3600).optional(),
  // the CMS sends it in the webhook's header; unset: the publish webhook is off
  CMS_WEBHOOK_SECRET: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // how long a SIGTERM waits for requests in flight before the process exits anyway
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  MOCKS: flag.optional(),
  // on only when every request reaches us through a proxy that sets X-Forwarded-Proto/Host
  TRUSTED_PROXY: flag.default('off'),
  MOCK_SCENARIO: z
    .string()
    .regex(/^[a-z-]+$/)
    .default('anonymous'),
});

export type Env = z.infer<typeof EnvSchema>;

/** Addresses used for a mocked backend; msw answers them, so nothing leaves the machine. */
const MOCK_HOSTS = {
  siteApi: 'https://site-api.mock.local',
  cms: 'https://cdn.builder.io',
  personalisation: 'https://site-api.mock.local',
  monitoring: 'https://monitoring-intake.mock.local',
} as const;

export const MOCK_CMS_PUBLIC_KEY = 'mock-public-key';

export type Backend = keyof typeof MOCK_HOSTS;

const configureVariable: Record<Backend, keyof Env> = {
  siteApi: 'SITE_API_URL',
  cms: 'CMS_API_HOST',
  personalisation: 'PERSONALISATION_API_URL',
  monitoring: 'MONITORING_INTAKE_URL',
};

const createConfig = (env: Env) => {
  const mocked = {
    siteApi: env.SITE_API_URL === undefined,
    cms: env.CMS_API_HOST === undefined,
    // personalisation lives on the site API unless it has an address of its own
    personalisation: env.PERSONALISATION_API_URL === undefined && env.SITE_API_URL === undefined,
    monitoring: env.MONITORING_INTAKE_URL === undefined,
  } satisfies Record<Backend, boolean>;
  const anyMocked = Object.values(mocked).some(Boolean);
  return {
    port: env.PORT,
    productDomain: env.PRODUCT_DOMAIN,
    siteApiUrl: env.SITE_API_URL ?? MOCK_HOSTS.siteApi,
    sitePublicUrl: env.SITE_PUBLIC_URL,
    trustedProxy: env.TRUSTED_PROXY === 'on',
    cmsApiHost: env.CMS_API_HOST ?? MOCK_HOSTS.cms,
    cmsPublicKey: env.CMS_PUBLIC_KEY ?? (mocked.cms ? MOCK_CMS_PUBLIC_KEY : undefined),
    // the mock CMS answers per browser session (scenarios), so nothing may outlive a request
    cmsCacheMs: (env.CMS_PAGE_CACHE_SECONDS ?? (mocked.cms ? 0 : 10)) * 1000,
    // products come with the shopper's prices; the mock site API answers per session
    productCacheMs: (env.PRODUCT_CACHE_SECONDS ?? (mocked.siteApi ? 0 : 60)) * 1000,
    cacheUrl: env.CACHE_URL,
    cacheTimeoutMs: env.CACHE_TIMEOUT_MS,
    cmsWebhookSecret: env.CMS_WEBHOOK_SECRET,
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    timeouts: {
      siteApiMs: env.SITE_API_TIMEOUT_MS,
      cmsMs: env.CMS_TIMEOUT_MS,
      personalisationMs: env.PERSONALISATION_TIMEOUT_MS,
      pageBudgetMs: env.PAGE_BUDGET_MS,
    },
    countriesCacheMs: env.COUNTRIES_CACHE_SECONDS * 1000,
    personalisation: {
      url: env.PERSONALISATION_API_URL ?? env.SITE_API_URL ?? MOCK_HOSTS.personalisation,
      provider: env.PERSONALISATION_PROVIDER,
      sectionId: env.PERSONALISATION_SECTION_ID,
      sectionIdCanada: env.PERSONALISATION_SECTION_ID_CA,
      timeoutMs: env.PERSONALISATION_TIMEOUT_MS,
    },
    chat: {
      iframeEnabled: env.CHAT_IFRAME_ENABLED,
      campaignKey: env.CHAT_CAMPAIGN_KEY,
    },
    partnerFormOrigins: env.PARTNER_FORM_ORIGINS,
    // a same-origin path (the local stand-ins) or an https address
    thirdPartyScripts: {
      consent: env.CONSENT_SCRIPT_URL,
      tagManager: env.TAG_MANAGER_SCRIPT_URL,
    },
    monitoring: {
      intakeUrl: env.MONITORING_INTAKE_URL ?? MOCK_HOSTS.monitoring,
      applicationId: env.MONITORING_APPLICATION_ID,
      clientToken: env.MONITORING_CLIENT_TOKEN,
      version: env.MONITORING_VERSION,
      env: env.MONITORING_ENV,
      sessionSampleRate: env.MONITORING_SESSION_SAMPLE_RATE,
    },
    mocks: {
      enabled: (env.MOCKS ?? (anyMocked ? 'on' : 'off')) === 'on',
      backends: mocked,
      defaultScenario: env.MOCK_SCENARIO,
    },
  };
};

export type Config = ReturnType<typeof createConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; the message names every variable that is wrong. */
export const parseConfig = (source: Record<string, string | undefined>): Config => {
  // an empty variable means "not set", as it does in most shells and .env files
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(source[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = createConfig(result.data);
  const { timeouts } = config;
  const longest = Math.max(timeouts.siteApiMs, timeouts.cmsMs, timeouts.personalisationMs);
  if (longest > timeouts.pageBudgetMs) {
    // a call allowed longer than the page would only ever end by the budget
    throw new ConfigError(
      `Invalid configuration:\n  PAGE_BUDGET_MS: must be at least the longest call time box (${longest} ms)`,
    );
  }
  if (!config.mocks.enabled) {
    const missing = (Object.keys(config.mocks.backends) as Backend[])
      .filter((backend) => config.mocks.backends[backend])
      .map((backend) => `  ${configureVariable[backend]}: required when MOCKS=off`);
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
    }
  }
  // canonical and hreflang links are built from it, never from what a request claims
  if (!config.mocks.enabled && config.sitePublicUrl === undefined) {
    throw new ConfigError('Invalid configuration:\n  SITE_PUBLIC_URL: required when mocks are off');
  }
  return config;
};

let cached: Config | undefined;

/** The configuration of this process, parsed on first use. */
export const getAppConfig = (): Config => (cached ??= parseConfig(process.env));

export const describeMocks = (config: Config): string => {
  if (!config.mocks.enabled) {
    return 'mocks: off (every backend is real)';
  }
  const list = (wanted: boolean) =>
    (Object.keys(config.mocks.backends) as Backend[])
      .filter((backend) => config.mocks.backends[backend] === wanted)
      .join(', ') || 'none';
  return `mocks: on; mocked backends: ${list(true)}; real backends: ${list(false)}; scenario: ${config.mocks.defaultScenario}`;
};
