import type { serve as nodeServe } from '@hono/node-server';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { getAppConfig } from './lib/config.ts';
import { shutDownGracefully } from './lib/lifecycle.ts';
import { cmsWebhook } from './middleware/cms-webhook.ts';
import { errorPages } from './middleware/error-pages.ts';
import { health } from './middleware/health.ts';
import { withImmutableAssets } from './middleware/immutable-assets.ts';
import { locale } from './middleware/locale.ts';
import { mockScenario } from './middleware/mock-scenario.ts';
import { personalisation } from './middleware/personalisation.ts';
import { privatePages } from './middleware/private-pages.ts';
import { referral } from './middleware/referral.ts';
import { monitoringProxy } from './middleware/monitoring-proxy.ts';
import { requestContext } from './middleware/request-context.ts';
import { requestLog } from './middleware/request-log.ts';
import { routeRedirects } from './middleware/route-rules.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { seoFiles } from './middleware/seo-files.ts';
import { siteApiMockProxy } from './middleware/site-api-mock-proxy.ts';

const pages = import.meta.glob('./pages/**/*.{tsx,ts}');

// Middleware in the order a request meets it; listed here rather than picked up
// from a folder so the order is explicit. requestContext comes before the page-wide
// middleware so that the 500 page errorPages renders inside a failed request shares
// that request's nonce. requestLog, health, cmsWebhook and seoFiles come before it:
// probes, the CMS and crawlers get no cookies.
const server = adapter(fsRouter(pages), {
  middlewareFns: [
    requestLog,
    privatePages,
    health,
    cmsWebhook,
    seoFiles,
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

// the built server's entry (dist/serve-node.js) starts listening through `serve`:
// the one place that holds the Node server a SIGTERM must drain
type Serve = typeof nodeServe;
const serve: Serve = (...args) => {
  const listening = (server.serve as Serve)(...args);
  if ('closeIdleConnections' in listening) {
    shutDownGracefully(listening, { timeoutMs: getAppConfig().shutdownTimeoutMs });
  }
  return listening;
};

export default { ...server, fetch: withImmutableAssets(server.fetch), serve };
