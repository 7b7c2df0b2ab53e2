import type { RequestHandler } from 'msw';
import { cmsHandlers } from './cms.ts';
import type { MockSetup } from '../server/environment.ts';
import { createMockResolver } from './mock-request.ts';
import { monitoringHandlers } from './monitoring.ts';
import { partnerHandlers } from './partner.ts';
import { personalisationHandlers } from './personalisation.ts';
import { siteApiHandlers } from './site-api.ts';

/**
 * The handlers of every backend the configuration leaves mocked, for the server
 * process, unit tests and the Pact provider; a backend given a real address gets
 * none, so its calls go through.
 */
export const createHandlers = (setup: MockSetup): RequestHandler[] => {
  const withMock = createMockResolver(setup);
  const { config, mocked: backends } = setup;
  return [
    ...(backends.siteApi ? siteApiHandlers(config, withMock) : []),
    ...(backends.cms ? cmsHandlers(config, withMock) : []),
    ...(backends.personalisation ? personalisationHandlers(config, withMock) : []),
    ...(backends.monitoring ? monitoringHandlers(config, withMock) : []),
    // the partner host exists only in the fixtures, so it is always answered here
    ...partnerHandlers(withMock),
  ];
};
