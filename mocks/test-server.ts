import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockSetup } from './environment.ts';
import { createHandlers } from './handlers.ts';
import { resetMockStore } from './store.ts';

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

/** A cookie header for a session (the mock's and the site API's) and optionally a scenario. */
export const cookieHeader = (sessionId: string, scenario?: string) =>
  [
    `mock-session=${sessionId}`,
    `JSESSIONID=${sessionId}`,
    ...(scenario ? [`mock-scenario=${scenario}`] : []),
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
