import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The server's whole configuration, read once from the environment. The server
 * itself always talks to real addresses; in mock mode the mock layer
 * (mocks/server/register.ts) fills in the addresses left unset before this is read.
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
  // rendered pages of anonymous shoppers (docs/decisions/013-render-cache.md); 0 turns it off
  RENDER_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(10),
  // how long an HTTP cache in front may keep a page's shared document
  // (docs/decisions/020-shared-documents.md): fresh, then served while it is fetched again,
  // then served while the origin fails
  SHARED_DOCUMENT_SECONDS: z.coerce.number().int().min(0).max(86400).default(300),
  SHARED_DOCUMENT_STALE_SECONDS: z.coerce.number().int().min(0).max(86400).default(60),
  SHARED_DOCUMENT_STALE_IF_ERROR_SECONDS: z.coerce.number().int().min(0).max(604800).default(86400),
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
  // `off`: no tag manager, and so no anti-flicker hide
  TAG_MANAGER_SCRIPT_URL: z
    .union([z.literal('off'), z.string().regex(/^(\/[^/]|https:\/\/)/)])
    .default('/vendor/gtm.js')
    .transform((url) => (url === 'off' ? undefined : url)),
  // the partner email form (docs/behaviour.md#calls) posts from the browser to an address editors choose;
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
  // the price group whose prices the site API gives without a session: the prices every
  // shared page shows; a shopper of another group asks for their own (contracts/shopper.ts)
  PUBLIC_PRICE_GROUP: z.string().min(1).max(64).default('RETAIL'),
  // the site API's session cookies: a request with none of them has no shopper and no cart to
  // ask for (a guest's cart lives in that session too); comma-separated names
  SITE_SESSION_COOKIES: z
    .string()
    .default('JSESSIONID')
    .transform((list) =>
      list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[!#$%&'*+.^`|~\w-]+$/, 'cookie names')).min(1)),
  // signs the price-context cookie (src/lib/shopper/server/price-context.ts); unset: no price group has
  // documents of its own, and a group's prices come from GET /api/shopper/prices
  PRICE_CONTEXT_SECRET: z.string().min(32).max(256).optional(),
  // the CMS sends it in the webhook's header; unset: the publish webhook is off
  CMS_WEBHOOK_SECRET: z.string().min(16).optional(),
  // the secret being replaced, accepted too while the CMS is switched to the new one
  CMS_WEBHOOK_SECRET_PREVIOUS: z.string().min(16).optional(),
  // the HTTP caches in front (npm run edge) a publish purges by tag, as base URLs
  EDGE_PURGE_URLS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  // earlier releases' dist folders, comma-separated: their build files stay reachable after
  // a deploy for the pages cached before it (docs/operations.md#rolling-deploy)
  PREVIOUS_BUILD_DIRS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((dir) => dir.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().refine((dir) => existsSync(join(dir, 'public', 'assets')), {
          message: 'each must be a build folder (dist) with public/assets',
        }),
      ),
    ),
  // OTLP/HTTP span export (docs/operations.md#traces), the standard variables: the collector's
  // base address (spans go to its /v1/traces), or the traces address itself; unset: off
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl,
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalUrl,
  OTEL_SERVICE_NAME: z.string().min(1).max(128).default('storefront-web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // how long a SIGTERM waits for requests in flight before the process exits anyway
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  // how long a SIGTERM keeps serving while /readyz fails, so the edge and load balancers
  // stop sending first (docs/operations.md#rolling-deploy)
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  // on: every page says noindex (the mock layer sets it: a demo or QA deployment is no site)
  SITE_NOINDEX: flag.default('off'),
  // off where a CDN in front compresses: the origin then spends no CPU on it
  COMPRESSION: flag.default('on'),
  // on only when every request reaches us through a proxy that sets X-Forwarded-Proto/Host
  TRUSTED_PROXY: flag.default('off'),
  // offline (no SITE_PUBLIC_URL): the host names besides loopback ones whose Host header
  // may name the public origin (src/lib/public-origin.ts); comma-separated, no ports
  SITE_HOSTS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/, 'host names, no ports'))),
});

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Runs a start-up step; a configuration error stops the process with its message, no stack. */
export const stopOnConfigError = <T>(load: () => T): T => {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

/** The environment without empty variables: an empty one means "not set", as in most shells. */
export const presentVariables = (source: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => !!entry[1]),
  );

/** Setting any of these says "this server talks to real backends". */
const BACKEND_VARIABLES = [
  'SITE_API_URL',
  'CMS_API_HOST',
  'CMS_PUBLIC_KEY',
  'PERSONALISATION_API_URL',
  'MONITORING_INTAKE_URL',
] as const;

/** Addresses a server without mocks cannot do without (personalisation follows the site API). */
const REQUIRED_VARIABLES = [
  'SITE_API_URL',
  'CMS_API_HOST',
  'CMS_PUBLIC_KEY',
  'MONITORING_INTAKE_URL',
] as const;

export type MockMode = { enabled: boolean; reason: string };

/**
 * Mock mode is opt-in: on by default only when no backend address is set (the
 * offline demo, QA); once any is set it is off unless `MOCKS=on`. scripts/start.mjs
 * decides with this whether to load mocks/ at all.
 */
export const decideMockMode = (source: Record<string, string | undefined>): MockMode => {
  const present = presentVariables(source);
  const mocks = flag.optional().safeParse(present.MOCKS);
  if (!mocks.success) {
    throw new ConfigError(
      `Invalid configuration:\n  MOCKS: on or off (got ${JSON.stringify(present.MOCKS)})`,
    );
  }
  if (mocks.data) {
    return { enabled: mocks.data === 'on', reason: `MOCKS=${mocks.data}` };
  }
  const configured = BACKEND_VARIABLES.filter((name) => name in present);
  return configured.length === 0
    ? { enabled: true, reason: 'no backend address is configured' }
    : { enabled: false, reason: `backend addresses configured: ${configured.join(', ')}` };
};

type Addresses = Record<(typeof REQUIRED_VARIABLES)[number], string>;

const hasAddresses = (env: Env): env is Env & Addresses =>
  REQUIRED_VARIABLES.every((name) => env[name] !== undefined);

const createConfig = (env: Env & Addresses) => ({
  port: env.PORT,
  productDomain: env.PRODUCT_DOMAIN,
  siteApiUrl: env.SITE_API_URL,
  sitePublicUrl: env.SITE_PUBLIC_URL,
  trustedProxy: env.TRUSTED_PROXY === 'on',
  siteHosts: env.SITE_HOSTS,
  cmsApiHost: env.CMS_API_HOST,
  cmsPublicKey: env.CMS_PUBLIC_KEY,
  cmsCacheMs: (env.CMS_PAGE_CACHE_SECONDS ?? 10) * 1000,
  // products come with the shopper's prices, cached per price group and locale
  productCacheMs: (env.PRODUCT_CACHE_SECONDS ?? 60) * 1000,
  publicPriceGroup: env.PUBLIC_PRICE_GROUP,
  siteSessionCookies: env.SITE_SESSION_COOKIES,
  priceContextSecret: env.PRICE_CONTEXT_SECRET,
  cacheUrl: env.CACHE_URL,
  cacheTimeoutMs: env.CACHE_TIMEOUT_MS,
  cmsWebhookSecret: env.CMS_WEBHOOK_SECRET,
  cmsWebhookSecretPrevious: env.CMS_WEBHOOK_SECRET_PREVIOUS,
  edgePurgeUrls: env.EDGE_PURGE_URLS,
  logLevel: env.LOG_LEVEL,
  tracing: {
    tracesUrl:
      env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
      (env.OTEL_EXPORTER_OTLP_ENDPOINT &&
        `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`),
    serviceName: env.OTEL_SERVICE_NAME,
  },
  previousBuildDirs: env.PREVIOUS_BUILD_DIRS,
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
  noindex: env.SITE_NOINDEX === 'on',
  compression: env.COMPRESSION === 'on',
  timeouts: {
    siteApiMs: env.SITE_API_TIMEOUT_MS,
    cmsMs: env.CMS_TIMEOUT_MS,
    personalisationMs: env.PERSONALISATION_TIMEOUT_MS,
    pageBudgetMs: env.PAGE_BUDGET_MS,
  },
  countriesCacheMs: env.COUNTRIES_CACHE_SECONDS * 1000,
  renderCacheMs: env.RENDER_CACHE_SECONDS * 1000,
  sharedDocument: {
    seconds: env.SHARED_DOCUMENT_SECONDS,
    staleSeconds: env.SHARED_DOCUMENT_STALE_SECONDS,
    staleIfErrorSeconds: env.SHARED_DOCUMENT_STALE_IF_ERROR_SECONDS,
  },
  personalisation: {
    // personalisation lives on the site API unless it has an address of its own
    url: env.PERSONALISATION_API_URL ?? env.SITE_API_URL,
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
    intakeUrl: env.MONITORING_INTAKE_URL,
    applicationId: env.MONITORING_APPLICATION_ID,
    clientToken: env.MONITORING_CLIENT_TOKEN,
    version: env.MONITORING_VERSION,
    env: env.MONITORING_ENV,
    sessionSampleRate: env.MONITORING_SESSION_SAMPLE_RATE,
  },
});

export type Config = ReturnType<typeof createConfig>;

/**
 * A refused value as a configuration error may print it: a secret's never (the message goes
 * to logs others read), an address without the password it may hold (`redis://:pw@host`).
 */
export const shownValue = (name: string, value: string | undefined) => {
  if (value === undefined) {
    return 'nothing';
  }
  if (/SECRET|TOKEN|PASSWORD|_KEY$/.test(name)) {
    return `a value of ${value.length} characters, not shown`;
  }
  return JSON.stringify(value.replace(/(\/\/[^/@:]*):[^/@]*@/g, '$1:***@'));
};

/** Parses the environment; the message names every variable that is wrong. */
export const parseConfig = (source: Record<string, string | undefined>): Config => {
  const result = EnvSchema.safeParse(presentVariables(source));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${issue.path.join('.')}: ${issue.message} (got ${shownValue(name, source[name])})`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  const mode = decideMockMode(source);
  const missing = [
    ...REQUIRED_VARIABLES.filter((name) => env[name] === undefined),
    // canonical and hreflang links are built from it, never from what a request claims;
    // the offline demo has no public address of its own
    ...(env.SITE_PUBLIC_URL === undefined && !mode.enabled ? ['SITE_PUBLIC_URL'] : []),
  ];
  if (!hasAddresses(env) || missing.length > 0) {
    // in mock mode the mock layer has filled in the backend addresses, so only a server
    // without mocks gets here
    const lines = missing.map(
      (name) => `  ${name}: required when the mocks are off (${mode.reason})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const longest = Math.max(
    env.SITE_API_TIMEOUT_MS,
    env.CMS_TIMEOUT_MS,
    env.PERSONALISATION_TIMEOUT_MS,
  );
  if (longest > env.PAGE_BUDGET_MS) {
    // a call allowed longer than the page would only ever end by the budget
    throw new ConfigError(
      `Invalid configuration:\n  PAGE_BUDGET_MS: must be at least the longest call time box (${longest} ms)`,
    );
  }
  return createConfig(env);
};

/** Values whose defaults are the local stand-ins: a real site sets each of them. */
const PLACEHOLDER_DEFAULTS = [
  'MONITORING_APPLICATION_ID',
  'MONITORING_CLIENT_TOKEN',
  'MONITORING_ENV',
  'MONITORING_VERSION',
  'CONSENT_SCRIPT_URL',
  'TAG_MANAGER_SCRIPT_URL',
] as const;

/**
 * The monitoring, consent and tag-manager variables still at their stand-in defaults while
 * the mocks are off: the server starts (a site may run without them for a while) but warns
 * (docs/operations.md#production-checklist).
 */
export const placeholdersInProduction = (source: Record<string, string | undefined>) => {
  const present = presentVariables(source);
  return decideMockMode(source).enabled
    ? []
    : PLACEHOLDER_DEFAULTS.filter((name) => !(name in present));
};

let cached: Config | undefined;

/** The configuration of this process, parsed on first use. */
export const getAppConfig = (): Config => (cached ??= parseConfig(process.env));
