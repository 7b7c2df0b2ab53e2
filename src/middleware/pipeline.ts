import { serverExtensions } from '../lib/server-extensions.ts';
import { bodyLimits } from './guards/body-limit.ts';
import { missingBuildFiles } from './guards/build-files.ts';
import { cmsWebhook } from './endpoints/cms-webhook.ts';
import { errorPages } from './document/error-pages.ts';
import { health } from './endpoints/health.ts';
import { monitoringProxy } from './endpoints/monitoring-proxy.ts';
import { pageMethods } from './guards/page-methods.ts';
import { pageData } from './document/page-response.ts';
import { queryLimit } from './guards/query-limit.ts';
import { renderCache } from './document/render-cache.ts';
import { requestContext } from './document/request-context.ts';
import { requestLog } from './request-log.ts';
import { routeRedirects } from './guards/route-rules.ts';
import { rscPayloadType, rscRequests } from './guards/rsc-requests.ts';
import { securityHeaders } from './document/security-headers.ts';
import { sharedRender } from './document/shared-render.ts';
import { shopper } from './endpoints/shopper.ts';
import { shopperPrices } from './endpoints/shopper-prices.ts';
import { trackingParams } from './guards/tracking-params.ts';
import { seoFiles } from './endpoints/seo-files.ts';

/**
 * The server's middleware in the order a request meets it; listed here rather than picked
 * up from a folder so the order is explicit (docs/decisions/007-request-pipeline.md).
 *
 * requestLog first, so every answer is logged with its request id. missingBuildFiles next:
 * a request under /assets/ that the static handler did not answer is a plain 404 before
 * anything sets a cookie or starts a render. cmsWebhook bounds its
 * own body (the CMS sends whole entries) and comes before bodyLimits, which bounds every
 * other body before anything reads it, and queryLimit every page request's query (414);
 * rscRequests then turns away malformed RSC and
 * server-function requests before anything works on them. health and seoFiles come before
 * requestContext: probes and crawlers get no cookies. requestContext precedes the page-wide
 * middleware so that the 500 page errorPages renders inside a failed request shares that
 * request's context. Middleware added through serverExtensions (the mock layer, in mock mode
 * only) runs next, before anything reads the request's cookies. sharedRender then takes
 * every cookie but the shared ones off a page request, so no page render can see a shopper
 * (docs/decisions/020-shared-documents.md). shopper answers GET /api/shopper, the shopper's
 * own parts of a page view (and its referral report), and shopperPrices a price group's own
 * prices, before anything page-wide. A route
 * rule's redirect keeps a referral code for the page it lands on to report, so it comes
 * before trackingParams, which drops the ad, campaign and referral parameters from the request waku
 * renders. pageMethods comes
 * once nothing but the page router is left to answer, and turns away what no page takes
 * (anything but GET and HEAD) before a backend is called. pageData
 * (src/middleware/document/page-response.ts) shapes a page's response after the render, from
 * what the shared render's calls gave by the shell deadline: its status, and either the
 * shared document's headers or private ones. rscPayloadType labels waku's RSC payloads as such on their way out, before
 * pageData and securityHeaders, which go by the content type, look at them.
 *
 * renderCache is last, and must stay last: a hit answers without calling next(), so
 * anything after it would be skipped for every shopper served from the cache
 * (docs/decisions/013-render-cache.md, "What a hit still does").
 */
export const requestPipeline = () => [
  requestLog,
  missingBuildFiles,
  cmsWebhook,
  bodyLimits,
  queryLimit,
  rscRequests,
  health,
  seoFiles,
  requestContext,
  ...serverExtensions().middleware.map((handler) => () => handler),
  sharedRender,
  errorPages,
  securityHeaders,
  shopper,
  shopperPrices,
  routeRedirects,
  trackingParams,
  monitoringProxy,
  pageMethods,
  pageData,
  rscPayloadType,
  renderCache,
];
