import { setupServer } from 'msw/node';
import type { Config } from '../../src/lib/config.ts';
import { createMockSetup } from './environment.ts';
import { createHandlers } from '../handlers/all-handlers.ts';

const setup = createMockSetup({});
const mocked = setup.config;

/**
 * Every mocked backend as the browser reaches it: islands call the site API (personalisation
 * included) on the page's own origin, which the server proxies to the mocks in production.
 */
const browserConfig: Config = {
  ...mocked,
  siteApiUrl: window.location.origin,
  personalisation: { ...mocked.personalisation, url: window.location.origin },
};

/**
 * The one msw server of the DOM tests, started by vitest.setup.dom.ts and reset after each
 * test; a test changes an answer with `server.use(...)`.
 */
export const server = setupServer(...createHandlers({ ...setup, config: browserConfig }));
