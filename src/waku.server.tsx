import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { errorPages } from './server/error-pages.ts';
import { withImmutableAssets } from './server/immutable-assets.ts';
import { locale } from './server/locale.ts';
import { mockScenario } from './server/mock-scenario.ts';
import { personalisation } from './server/personalisation.ts';
import { referral } from './server/referral.ts';
import { monitoringProxy } from './server/monitoring-proxy.ts';
import { requestContext } from './server/request-context.ts';
import { routeRedirects } from './server/route-rules.ts';
import { securityHeaders } from './server/security-headers.ts';
import { siteApiMockProxy } from './server/site-api-mock-proxy.ts';

const pages = import.meta.glob('./pages/**/*.{tsx,ts}');

// Middleware in the order a request meets it; listed here rather than picked up
// from a folder so the order is explicit. requestContext comes first so that the
// 500 page errorPages renders inside a failed request shares that request's nonce.
const server = adapter(fsRouter(pages), {
  middlewareFns: [
    requestContext,
    mockScenario,
    siteApiMockProxy,
    errorPages,
    securityHeaders,
    routeRedirects,
    monitoringProxy,
    locale,
    personalisation,
    referral,
  ],
});

export default { ...server, fetch: withImmutableAssets(server.fetch) };
