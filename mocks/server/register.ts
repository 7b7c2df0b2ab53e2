/**
 * The mock layer's one entry point, loaded before the server only in mock mode
 * (scripts/start.mjs and scripts/dev.mjs decide with decideMockMode). It points every
 * backend left unset at its mock, installs msw to answer those addresses, and adds
 * the mock middleware and render fault through the server's extension seam.
 */
import type { HttpRequestEventMap, Interceptor } from '@mswjs/interceptors';
// the fetch interceptor that answers at the fetch call: see `network` below
import { FetchInterceptor } from '@mswjs/interceptors/fetch/web';
import { defineNetwork, InterceptorSource } from 'msw/experimental';
import { decideMockMode, stopOnConfigError } from '../../src/lib/config.ts';
import { serverExtensions } from '../../src/lib/server-extensions.ts';
import { createMockSetup, withMockAddresses, type Backend, type MockSetup } from './environment.ts';
import { getLogger } from '../../src/lib/logger.ts';
import { createHandlers } from '../handlers/all-handlers.ts';
import { createMockMiddleware } from './mock-middleware.ts';
import { formatMockState } from '../state/mock-state.ts';
import { MOCK_SHARED_COOKIES } from '../state/mock-state-carriers.ts';
import { describeMockState } from '../state/mock-state-words.ts';
import { SCENARIO_BAR_PATH } from '../scenario-bar/scenario-bar-script.ts';
import { failRenderOnRequest, readServedMockState } from '../handlers/served-request.ts';

const mode = stopOnConfigError(() => decideMockMode(process.env));
const setup: MockSetup = {
  ...stopOnConfigError(() => createMockSetup(process.env)),
  logFault: (entry) =>
    getLogger().info(
      { component: 'mock-backend', ...entry },
      `mock ${entry.call} answered ${entry.status}: ${entry.words}`,
    ),
};
// the server reads the same environment later: from here on it finds every address set
Object.assign(process.env, withMockAddresses(process.env));

const { config, mocked } = setup;
const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
const realHosts = new Set(
  [
    !mocked.siteApi && config.siteApiUrl,
    !mocked.cms && config.cmsApiHost,
    !mocked.personalisation && config.personalisation.url,
    !mocked.monitoring && config.monitoring.intakeUrl,
  ]
    .filter((value): value is string => typeof value === 'string')
    .map((value) => new URL(value).host),
);

/*
 * Only `fetch` is intercepted, and at the call itself. Every backend call of the server
 * process is a `fetch` (nothing here calls http.request or XMLHttpRequest), and msw/node's
 * `setupServer` answers it a layer lower: @mswjs/interceptors 0.45 hands each connection
 * undici opens to a mock TLS socket whose TCP handle stays open after it closes (its
 * `_destroy` is replaced to answer mocked responses). That handle is a GC root that kept the
 * socket, the mocked `ServerResponse`, and through the async context it was opened in, the
 * page request's own `ServerResponse` and context: the heap grew by 20 to 30 MB per 10,000
 * requests without levelling off (issue 25, case 11; docs/decisions/010). The fetch-level
 * interceptor opens no socket at all.
 */
// the same class as msw's types name, declared twice: in the interceptors' browser build
// this one comes from, and in their Node build msw's declarations import
const fetchInterceptor = new FetchInterceptor() as unknown as Interceptor<HttpRequestEventMap>;
const network = defineNetwork({
  sources: [new InterceptorSource({ interceptors: [fetchInterceptor] })],
  handlers: createHandlers(setup),
  // as setupServer: msw's own per-request console lines stay off
  context: { quiet: true },
  onUnhandledFrame({ frame, defaults }) {
    const { request } = frame.data as { request?: Request };
    const url = request ? new URL(request.url) : undefined;
    if (url && (isLoopback(url) || realHosts.has(url.host))) {
      return;
    }
    // offline means offline: an unmocked outbound call fails instead of leaving the machine
    defaults.error();
  },
});
network.enable();
// one debug line per call a mocked backend answers, with the id the call carried: QA
// (and the multi-instance tests) can see what reached a backend for which page request
network.events.on('request:match', ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  getLogger().debug(
    {
      component: 'mock-backend',
      method: request.method,
      host: url.host,
      path: url.pathname,
      forwardedRequestId: request.headers.get('x-request-id'),
    },
    'mock backend called',
  );
});

const extensions = serverExtensions();
// the server's backend calls go through fetch, where msw answers them, not through the
// production pools (src/lib/backend-transport.ts), which msw does not see
extensions.backendFetch = (input, init) => globalThis.fetch(input, init);
extensions.middleware.push(...createMockMiddleware(setup));
extensions.renderChecks.push(failRenderOnRequest);
// the mocks answer per mock state: a page rendered for one is never served for another
extensions.renderCacheKeys.push(() => formatMockState(readServedMockState() ?? setup.defaultState));

// the mock state is the one cookie besides the locale a page's shared render may read
extensions.sharedCookies.push(...MOCK_SHARED_COOKIES);

extensions.pageScripts.push(SCENARIO_BAR_PATH);

const list = (wanted: boolean) =>
  (Object.keys(mocked) as Backend[]).filter((backend) => mocked[backend] === wanted).join(', ') ||
  'none';
console.log(
  `[storefront] mocks: on (${mode.reason}); mocked backends: ${list(true)}; real backends: ${list(false)}; default mock state: ${formatMockState(setup.defaultState)} (${describeMockState(setup.defaultState)})`,
);
