import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { parseConfig } from '../src/lib/config.ts';
import { createHandlers } from './handlers.ts';
import { resetMockStore } from './store.ts';

/**
 * For tests: the mocks of a configuration installed with msw, reset after each test.
 * Requests carry cookies by hand, as the browser and the server's own calls do.
 */
export const installMockServer = (env: Record<string, string> = {}) => {
  const config = parseConfig(env);
  const server = setupServer(...createHandlers(config));
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockStore();
  });
  afterAll(() => server.close());
  return { config, server };
};

/** A cookie header for a session and optionally a scenario. */
export const cookieHeader = (sessionId: string, scenario?: string) =>
  [`mock-session=${sessionId}`, ...(scenario ? [`mock-scenario=${scenario}`] : [])].join('; ');
