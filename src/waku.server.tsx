import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { serverExtensions } from './lib/server-extensions.ts';
import { bodyLimits } from './middleware/body-limit.ts';
import { errorPages } from './middleware/error-pages.ts';
import { withImmutableAssets } from './middleware/immutable-assets.ts';
import { locale } from './middleware/locale.ts';
import { personalisation } from './middleware/personalisation.ts';
import { referral } from './middleware/referral.ts';
import { monitoringProxy } from './middleware/monitoring-proxy.ts';
import { requestContext } from './middleware/request-context.ts';
import { routeRedirects } from './middleware/route-rules.ts';
import { rscRequests } from './middleware/rsc-requests.ts';
import { securityHeaders, withSecurityHeaders } from './middleware/security-headers.ts';

const pages = import.meta.glob('./pages/**/*.{tsx,ts}');

// Middleware in the order a request meets it; listed here rather than picked up
// from a folder so the order is explicit. bodyLimits comes first so that nothing reads
// a body it has not bounded, then rscRequests turns away malformed RSC and server-function
// requests before anything works on them; requestContext next so that the 500 page errorPages renders
// inside a failed request shares that request's nonce. Middleware added through
// serverExtensions (the mock layer, in mock mode only) runs next, before anything
// reads the request's cookies.
const server = adapter(fsRouter(pages), {
  // bodyLimits replaces the adapter's single 100 MB limit
  bodyLimit: false,
  middlewareFns: [
    bodyLimits,
    rscRequests,
    requestContext,
    ...serverExtensions().middleware.map((handler) => () => handler),
    errorPages,
    securityHeaders,
    routeRedirects,
    monitoringProxy,
    locale,
    personalisation,
    referral,
  ],
});

export default { ...server, fetch: withSecurityHeaders(withImmutableAssets(server.fetch)) };
