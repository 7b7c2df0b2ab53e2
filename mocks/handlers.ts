import type { RequestHandler } from 'msw';
import type { Config } from '../src/lib/config.ts';
import { cmsHandlers } from './cms.ts';
import { createMockResolver } from './mock-request.ts';
import { monitoringHandlers } from './monitoring.ts';
import { partnerHandlers } from './partner.ts';
import { personalisationHandlers } from './personalisation.ts';
import { siteApiHandlers } from './site-api.ts';

/**
 * The handlers of every backend the configuration leaves mocked, for the server
 * process, unit tests and the Pact provider; a backend given a real address gets
 * none, so its calls go through. Throws a ConfigError for an unknown MOCK_SCENARIO.
 */
export const createHandlers = (config: Config): RequestHandler[] => {
  const withMock = createMockResolver(config);
  const { backends } = config.mocks;
  return [
    ...(backends.siteApi ? siteApiHandlers(config, withMock) : []),
    ...(backends.cms ? cmsHandlers(config, withMock) : []),
    ...(backends.personalisation ? personalisationHandlers(config, withMock) : []),
    ...(backends.monitoring ? monitoringHandlers(config, withMock) : []),
    // the partner host exists only in the fixtures, so it is always answered here
    ...partnerHandlers(withMock),
  ];
};
