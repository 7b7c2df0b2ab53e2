import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getAppConfig } from '../lib/config.ts';

/**
 * QA's mock switches, active only while the mocks are on. The names live here rather
 * than in mocks/ because src/ may not import mocks/; mocks/scenarios.ts gives each
 * name its behaviour and the type checker keeps the two lists equal.
 */
export const MOCK_SCENARIO_NAMES = [
  'anonymous',
  'customer',
  'professional',
  'developer',
  'ambassador',
  'all-roles',
  'canada',
  'full-cart',
  'cms-empty',
  'site-api-down',
  'cms-down',
  'personalisation-down',
  'slow-backends',
] as const;
export type MockScenarioName = (typeof MOCK_SCENARIO_NAMES)[number];

export const isMockScenarioName = (name: unknown): name is MockScenarioName =>
  (MOCK_SCENARIO_NAMES as readonly unknown[]).includes(name);

export const MOCK_SCENARIO_COOKIE = 'mock-scenario';
export const MOCK_SESSION_COOKIE = 'mock-session';
const MOCK_SCENARIO_PARAM = 'mock-scenario';

/** The partner sign-up host of the fixture forms; msw answers it in this process. */
export const MOCK_PARTNER_URL = 'https://partner.mock.local';
const PARTNER_PROXY_PREFIX = '/__mocks/partner/';

// every cookie of the request: the scenario switch adds its own and writes them all back
const parseCookieHeader = (header: string | null | undefined): Map<string, string> =>
  new Map(
    (header ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair.includes('='))
      .map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at), pair.slice(at + 1)] as const;
      }),
  );

const serializeCookies = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

/*
 * The CMS SDK does not forward the shopper's cookies, so its mocked calls would never
 * see the scenario. The cookies of the request being served are kept in an async
 * context that the mocks read as a fallback. It sits on globalThis because the built
 * server bundle and the unbundled mocks each load their own copy of this module.
 */
const CONTEXT_KEY = Symbol.for('storefront.mock-request-cookies');
type CookieContext = AsyncLocalStorage<Map<string, string>>;
const globals = globalThis as typeof globalThis & { [CONTEXT_KEY]?: CookieContext };
const cookieContext = (globals[CONTEXT_KEY] ??= new AsyncLocalStorage());

// the pages other applications serve, installed by mocks/stand-in-pages.ts
const standInPage = (request: Request): Response | undefined =>
  (globals as unknown as Record<symbol, ((request: Request) => Response | undefined) | undefined>)[
    Symbol.for('storefront.mock-stand-in-pages')
  ]?.(request);

/** The cookies of the page request being served, when there is one. */
export const readServedRequestCookies = (): ReadonlyMap<string, string> =>
  cookieContext.getStore() ?? new Map();

const forwardToPartner = async (request: Request, url: URL) => {
  const target = new URL(url.pathname.slice(PARTNER_PROXY_PREFIX.length - 1), MOCK_PARTNER_URL);
  target.search = url.search;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const answer = await fetch(target, {
    method: request.method,
    headers: request.headers,
    ...(hasBody ? { body: await request.arrayBuffer() } : {}),
  });
  return new Response(answer.body, answer);
};

const setCookie = (c: Context, name: string, value: string, httpOnly: boolean) => {
  c.header('set-cookie', `${name}=${value}; Path=/; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}`, {
    append: true,
  });
};

/**
 * `?mock-scenario=NAME` picks a scenario for this browser (sticky cookie) and for this
 * very request: the request's cookie header is rewritten, so the layout's own SSR
 * calls already see it. It also gives every browser a mock session from its first
 * page, so SSR and browser calls share one cart, and serves `/__mocks/partner/*`.
 */
export const mockScenario = (): MiddlewareHandler => async (c, next) => {
  if (!getAppConfig().mocks.enabled) {
    await next();
    return;
  }
  const request = c.req.raw;
  const url = new URL(request.url);
  const cookies = parseCookieHeader(request.headers.get('cookie'));
  const issued = new Map<string, string>();
  const requested = url.searchParams.get(MOCK_SCENARIO_PARAM);
  if (isMockScenarioName(requested)) {
    issued.set(MOCK_SCENARIO_COOKIE, requested);
  }
  if (!cookies.has(MOCK_SESSION_COOKIE)) {
    issued.set(MOCK_SESSION_COOKIE, randomUUID());
  }
  if (issued.size > 0) {
    issued.forEach((value, name) => cookies.set(name, value));
    const headers = new Headers(request.headers);
    headers.set('cookie', serializeCookies(cookies));
    c.req.raw = new Request(request, { headers });
  }
  await cookieContext.run(cookies, async () => {
    const standIn = standInPage(c.req.raw);
    if (url.pathname.startsWith(PARTNER_PROXY_PREFIX)) {
      c.res = await forwardToPartner(c.req.raw, url);
    } else if (standIn) {
      c.res = standIn;
    } else {
      await next();
    }
  });
  issued.forEach((value, name) => setCookie(c, name, value, name === MOCK_SESSION_COOKIE));
};
