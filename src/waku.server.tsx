import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { bodyLimits } from './middleware/body-limit.ts';
import { errorPages } from './middleware/error-pages.ts';
import { withImmutableAssets } from './middleware/immutable-assets.ts';
import { mockScenario } from './middleware/mock-scenario.ts';
import { pageData } from './middleware/page-data.ts';
import { referral } from './middleware/referral.ts';
import { monitoringProxy } from './middleware/monitoring-proxy.ts';
import { requestContext } from './middleware/request-context.ts';
import { routeRedirects } from './middleware/route-rules.ts';
import { rscRequests } from './middleware/rsc-requests.ts';
import { securityHeaders, withSecurityHeaders } from './middleware/security-headers.ts';
import { siteApiMockProxy } from './middleware/site-api-mock-proxy.ts';

const pages = import.meta.glob('./pages/**/*.{tsx,ts}');

// Middleware in the order a request meets it; listed here rather than picked up
// from a folder so the order is explicit (docs/decisions/007-request-pipeline.md).
// bodyLimits comes first so that nothing reads a body it has not bounded, then
// rscRequests turns away malformed RSC and server-function requests before anything
// works on them; requestContext next so that the 500 page errorPages renders inside a
// failed request shares that request's context; pageData starts the page's backend
// calls after the switches and redirects that may answer without a page.
const server = adapter(fsRouter(pages), {
  // bodyLimits replaces the adapter's single 100 MB limit
  bodyLimit: false,
  middlewareFns: [
    bodyLimits,
    rscRequests,
    requestContext,
    mockScenario,
    siteApiMockProxy,
    errorPages,
    securityHeaders,
    routeRedirects,
    monitoringProxy,
    pageData,
    referral,
  ],
});

export default { ...server, fetch: withSecurityHeaders(withImmutableAssets(server.fetch)) };
