import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockSetup } from './environment.ts';
import { createHandlers } from '../handlers/all-handlers.ts';
import { MOCK_SESSION_COOKIE } from '../session/mock-session-routes.ts';
import { MOCK_STATE_COOKIE, MOCK_STATE_HEADER } from '../state/mock-state-carriers.ts';
import { resetMockStore } from '../session/store.ts';

/**
 * For tests: the mocks of a configuration installed with msw, reset after each test.
 * Requests carry cookies by hand, as the browser and the server's own calls do.
 */
export const installMockServer = (env: Record<string, string> = {}) => {
  const setup = createMockSetup(env);
  const server = setupServer(...createHandlers(setup));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockStore();
  });
  afterAll(() => server.close());
  return { config: setup.config, setup, server };
};

/** A cookie header for a session (the mock's and the site API's) and optionally a mock state. */
export const cookieHeader = (sessionId: string, state?: string) =>
  [
    `mock-session=${sessionId}`,
    `JSESSIONID=${sessionId}`,
    ...(state ? [`${MOCK_STATE_COOKIE}=${encodeURIComponent(state)}`] : []),
  ].join('; ');

/** The query the CMS SDK sends for one entry of a model on `urlPath`. */
export const cmsEntryQuery = (urlPath = '/') =>
  new URLSearchParams({
    apiKey: 'mock-public-key',
    limit: '1',
    noTraverse: 'false',
    includeRefs: 'true',
    omit: 'meta.componentsUsed',
    userAttributes: JSON.stringify({ urlPath }),
  }).toString();

/**
 * The browser's cart call, answered by the mock handlers of `setup` without a server: in a
 * mock state, for a session, as part of the page request `requestId` (what the journal and
 * a seedless `generated` fault go by).
 */
export const mockCartCall = (
  setup: ReturnType<typeof createMockSetup>,
  { state, session, requestId }: { state: string; session: string; requestId: string },
) =>
  getResponse(
    createHandlers(setup),
    new Request(new URL('/cart?format=json', setup.config.siteApiUrl), {
      headers: {
        [MOCK_STATE_HEADER]: state,
        cookie: `${MOCK_SESSION_COOKIE}=${session}`,
        'x-request-id': requestId,
      },
    }),
  );
