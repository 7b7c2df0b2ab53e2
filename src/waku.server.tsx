import type { serve as nodeServe } from '@hono/node-server';
import { fsRouter } from 'waku';
import adapter from 'waku/adapters/default';
import { serverExtensions } from './lib/server-extensions.ts';
import { bodyLimits } from './middleware/body-limit.ts';
import { getAppConfig } from './lib/config.ts';
import { shutDownGracefully } from './lib/lifecycle.ts';
import { cmsWebhook } from './middleware/cms-webhook.ts';
import { withCompression } from './middleware/compression.ts';
import { errorPages } from './middleware/error-pages.ts';
import { health } from './middleware/health.ts';
import { withImmutableAssets } from './middleware/immutable-assets.ts';
import { pageData } from './middleware/page-data.ts';
import { referral } from './middleware/referral.ts';
import { renderCache } from './middleware/render-cache.ts';
import { monitoringProxy } from './middleware/monitoring-proxy.ts';
import { requestContext } from './middleware/request-context.ts';
import { requestLog } from './middleware/request-log.ts';
import { routeRedirects } from './middleware/route-rules.ts';
import { rscRequests } from './middleware/rsc-requests.ts';
import { securityHeaders, withSecurityHeaders } from './middleware/security-headers.ts';
import { seoFiles } from './middleware/seo-files.ts';

const pages = import.meta.glob('./pages/**/*.{tsx,ts}');

// Middleware in the order a request meets it; listed here rather than picked up
// from a folder so the order is explicit (docs/decisions/007-request-pipeline.md).
// requestLog first, so every answer is logged with its request id. cmsWebhook bounds
// its own body (the CMS sends whole entries) and comes before bodyLimits, which bounds
// every other body before anything reads it; rscRequests then turns away malformed RSC
// and server-function requests before anything works on them. health and seoFiles come
// before requestContext: probes and crawlers get no cookies. requestContext precedes the
// page-wide middleware so that the 500 page errorPages renders inside a failed request
// shares that request's context. Middleware added through serverExtensions (the mock
// layer, in mock mode only) runs next, before anything reads the request's cookies;
// pageData starts the page's backend calls after the switches and redirects that may
// answer without a page, and makes pages private; renderCache sits inside it, so a page
// served from the cache still gets this visitor's cookies, headers and status.
const server = adapter(fsRouter(pages), {
  // bodyLimits replaces the adapter's single 100 MB limit
  bodyLimit: false,
  middlewareFns: [
    requestLog,
    cmsWebhook,
    bodyLimits,
    rscRequests,
    health,
    seoFiles,
    requestContext,
    ...serverExtensions().middleware.map((handler) => () => handler),
    errorPages,
    securityHeaders,
    routeRedirects,
    monitoringProxy,
    pageData,
    renderCache,
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

// compression outermost: it sends on, compressed, what every other layer made
const fetch = withCompression(
  withSecurityHeaders(withImmutableAssets(server.fetch)),
  () => !import.meta.env.DEV && getAppConfig().compression,
);

export default { ...server, fetch, serve };
