import { SHOPPER_PATH } from '../../contracts/shopper.ts';
import { randomUUID } from 'node:crypto';
import type { Context, Env, MiddlewareHandler } from 'hono';
import { getLogger } from '../../src/lib/logger.ts';
import { MONITORING_PROXY_PREFIX } from '../../src/lib/monitoring.ts';
import { RSC_PREFIX } from '../../src/lib/rsc-address.ts';
import { MOCK_PARTNER_URL, type MockSetup } from './environment.ts';
import { formatMockState, parseMockState, type MockState } from '../state/mock-state.ts';
import {
  chosenMockState,
  parseCookieHeader,
  MOCK_STATE_COOKIE,
  MOCK_STATE_PARAM,
  mockStateCookieValue,
  OLD_MOCK_STATE_NAMES,
} from '../state/mock-state-carriers.ts';
import { describeMockState } from '../state/mock-state-words.ts';
import { invalidMockStatePage } from '../pages/invalid-mock-state-page.ts';
import {
  MOCK_SESSION_COOKIE,
  mockSessionRoutes,
  siteSessionCookieOf,
} from '../session/mock-session-routes.ts';
import { plainPageStylesheetRoute } from '../pages/plain-page.ts';
import { forwardTo, mockTarget } from './proxy.ts';
import { isMockPresetName } from '../state/presets.ts';
import { scenarioBarRoute } from '../scenario-bar/scenario-bar-script.ts';
import { runServedRequest } from '../handlers/served-request.ts';
import { standInPages } from '../pages/stand-in-pages.ts';

/**
 * The mock layer's middleware, which mocks/server/register.ts adds in front of the server's
 * own: QA's switches (`?mock=`, `?mock-fault=render`; the old `?mock-scenario=` still read), the mock
 * session, and the same-origin routes that reach mocked backends from the browser.
 */

// scripts/verify-contracts.ts reads the session cookie's name from here
export { MOCK_SESSION_COOKIE };
const PARTNER_PROXY_PREFIX = '/__mocks/partner';
/** What the fixture partner forms post to on the mock partner host. */
const PARTNER_PATHS = ['/subscribe'];

/** What the browser calls on the site API (mocks/handlers/site-api.ts, mocks/handlers/personalisation.ts). */
const siteApiPaths = (provider: string) => [
  '/account/data/me',
  '/cart',
  '/csrf',
  '/customer/referrer',
  '/email/multi/subscribe',
  '/geography/countries',
  '/product/sku',
  '/products/skus',
  '/search',
  '/sms/subscribe',
  `/${provider}`,
];

const serializeCookies = (cookies: Map<string, string>) =>
  [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

const setCookie = (c: Context<Env>, name: string, value: string, httpOnly: boolean) => {
  c.header('set-cookie', `${name}=${value}; Path=/; SameSite=Lax${httpOnly ? '; HttpOnly' : ''}`, {
    append: true,
  });
};

/** The state a request asks to switch this browser to: `?mock=`, else a known preset in the old `?mock-scenario=`. */
const requestedState = (url: URL) => {
  const value = url.searchParams.get(MOCK_STATE_PARAM);
  if (value !== null) {
    return parseMockState(value);
  }
  const preset = url.searchParams.get(OLD_MOCK_STATE_NAMES.param);
  // an unknown preset name was always ignored (docs/qa.md#say-the-state); a `?mock=` never is
  return isMockPresetName(preset) ? parseMockState(preset) : undefined;
};

/** The page a request is for: a browser's API call or beacon is for the page that made it (its Referer). */
const pageOf = (request: Request, url: URL) => {
  // the shopper's own answer is one half of a page view: its calls are that page's
  if (url.pathname === SHOPPER_PATH) {
    const page = url.searchParams.get('page') ?? '';
    return page.startsWith('/') ? new URL(page, url).pathname : undefined;
  }
  // a beacon (sendBeacon sets no header of ours) is for the page that sent it, as an API call is
  const fromAPage =
    request.headers.get('x-requested-with') === 'XMLHttpRequest' ||
    url.pathname.startsWith(`${MONITORING_PROXY_PREFIX}/`);
  if (!fromAPage) {
    return url.pathname;
  }
  try {
    return new URL(request.headers.get('referer') ?? '').pathname;
  } catch {
    return undefined;
  }
};

/**
 * `?mock=VALUE` (or the old `?mock-scenario=NAME`) sets the mock state for this browser (sticky
 * cookie) and for this very request: the request's cookie header is rewritten, so the
 * layout's own SSR calls already see it. An invalid value is a page saying why. Every
 * browser gets a mock session from its first call that is not a shared page (its shopper
 * answer), so that answer and the browser's calls share one cart.
 */
const mockStateAndSession =
  (defaultState: MockState, siteSessionCookie: string): MiddlewareHandler<Env> =>
  async (c, next) => {
    const url = new URL(c.req.url);
    const cookies = parseCookieHeader(c.req.header('cookie'));
    const issued = new Map<string, string>();
    const requested = requestedState(url);
    if (requested?.ok) {
      issued.set(MOCK_STATE_COOKIE, mockStateCookieValue(requested.state));
      getLogger().info(
        { component: 'mocks', mockState: formatMockState(requested.state) },
        `mock state for this browser: ${describeMockState(requested.state)}`,
      );
    }
    // a page's document is shared and sets no cookie (docs/decisions/020-shared-documents.md):
    // the browser's first call of its own (GET /api/shopper, which every page makes) gets
    // the session; a switch, which answers for this browser alone, gets it at once
    const ownCall = requested !== undefined || !isPageRequest(c.req.raw);
    if (!cookies.has(MOCK_SESSION_COOKIE) && ownCall) {
      issued.set(MOCK_SESSION_COOKIE, randomUUID());
    }
    // the site API's session, as a real one hands it out (a guest's cart, a sign-in), with
    // the mock session's id: without it the storefront asks for no shopper and no cart
    const session = issued.get(MOCK_SESSION_COOKIE) ?? cookies.get(MOCK_SESSION_COOKIE);
    if (session && ownCall && !cookies.has(siteSessionCookie)) {
      issued.set(siteSessionCookie, session);
    }
    issued.forEach((value, name) => cookies.set(name, value));
    if (requested?.ok === false) {
      return c.html(invalidMockStatePage(requested.message), 400);
    }
    const chosen = chosenMockState({ cookies }, defaultState);
    if (!chosen.ok) {
      return c.html(invalidMockStatePage(chosen.message), 400);
    }
    if (issued.size > 0) {
      // entry by entry: under msw, `new Headers(request.headers)` keeps only content-type
      const headers = new Headers([...c.req.raw.headers]);
      headers.set('cookie', serializeCookies(cookies));
      c.req.raw = new Request(c.req.raw, { headers });
    }
    const renderFault = url.searchParams.get('mock-fault') === 'render';
    await runServedRequest(
      { cookies, state: chosen.state, renderFault, page: pageOf(c.req.raw, url) },
      next,
    );
    issued.forEach((value, name) => setCookie(c, name, value, name !== MOCK_STATE_COOKIE));
    if (issued.size > 0) {
      // an answer that sets this browser's cookies is this browser's alone, never shared
      c.header('cache-control', 'private, no-store');
    }
  };

/** `/__mocks/partner/*`: the fixture partner forms' same-origin route to the mock partner. */
const partnerProxy: MiddlewareHandler<Env> = async (c, next) => {
  const { pathname, search } = new URL(c.req.url);
  if (!pathname.startsWith(`${PARTNER_PROXY_PREFIX}/`)) {
    await next();
    return;
  }
  const path = pathname.slice(PARTNER_PROXY_PREFIX.length);
  const target = mockTarget(MOCK_PARTNER_URL, path, search, PARTNER_PATHS);
  return target ? forwardTo(c, target) : c.text('Not Found', 404);
};

/**
 * Offline, the browser's site-API calls reach our own origin (SITE_PUBLIC_URL
 * defaults to it). They carry `X-Requested-With: XMLHttpRequest`, which tells them
 * apart from page requests on the same paths (/cart, /search); those on a site-API
 * path go to the mocked site API, where msw answers with the very handlers and
 * per-session store that serve the server-side calls. A page load or navigation that
 * happens to carry the header is still a page.
 */
const siteApiProxy =
  (base: string, allowedPaths: readonly string[]): MiddlewareHandler<Env> =>
  async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const target =
      c.req.header('x-requested-with') === 'XMLHttpRequest' && !isPageRequest(c.req.raw)
        ? mockTarget(base, pathname, search, allowedPaths)
        : undefined;
    if (!target) {
      await next();
      return;
    }
    return forwardTo(c, target);
  };

/**
 * A page load or an in-app navigation, whatever headers it carries: never a site-API call.
 * Read from the request alone, because the server's own router helpers load React's
 * server build, which this layer (loaded before the server) must not.
 */
const isPageRequest = (request: Request) =>
  request.method === 'GET' &&
  ((request.headers.get('accept') ?? '').includes('text/html') ||
    new URL(request.url).pathname.startsWith(RSC_PREFIX));

/** The middleware of a mock setup, in the order a request meets it. */
export const createMockMiddleware = ({
  config,
  mocked,
  defaultState,
}: MockSetup): MiddlewareHandler<Env>[] => [
  mockStateAndSession(defaultState, siteSessionCookieOf(config)),
  mockSessionRoutes,
  scenarioBarRoute,
  plainPageStylesheetRoute,
  partnerProxy,
  standInPages,
  ...(mocked.siteApi
    ? [siteApiProxy(config.siteApiUrl, siteApiPaths(config.personalisation.provider))]
    : []),
];
