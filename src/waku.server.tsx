import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { errorPages } from './server/error-pages.ts';
import { mockScenario } from './server/mock-scenario.ts';
import { siteApiMockProxy } from './server/site-api-mock-proxy.ts';

const pages = import.meta.glob('./pages/**/*.{tsx,ts}');

// Middleware in the order a request meets it; listed here rather than picked up
// from a folder so the order is explicit.
export default adapter(fsRouter(pages), {
  middlewareFns: [mockScenario, siteApiMockProxy, errorPages],
});
