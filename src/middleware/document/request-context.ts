import { priceGroupOfRequest } from '../../lib/shopper/server/price-context.ts';
import type { MiddlewareHandler } from 'hono';
import { contextStorage, tryGetContext } from 'hono/context-storage';
import { isBotUserAgent } from '../../lib/bots.ts';
import { getAppConfig } from '../../lib/config.ts';
import { startShellDeadline } from '../../lib/shell-deadline.ts';
import { atPublicOrigin } from '../../lib/public-origin.ts';
import { randomString } from '../../lib/random-bytes.ts';
import { withoutUnreadParams } from '../../lib/tracking-params.ts';
import { startSharedCalls, type PageData } from '../../lib/calls/shared-calls.ts';
import { createPageDataSources } from '../../lib/calls/sources.ts';
import type { RequestContext, RequestContextEnv } from '../../lib/request-context.ts';
import { isDocumentRequest, pageUrlOf } from '../guards/request-kind.ts';

/**
 * Sets the request context once (src/lib/request-context.ts): the response's CSP nonce
 * (none in development, where Vite injects inline scripts of its own), the page URL, and
 * the shared render's calls (src/lib/calls/shared-calls.ts), started on first use with the
 * cookies the request carries then (after the mock switches, which may add some, and
 * sharedRender, which keeps only the shared ones), and the shell deadline, started with them
 * (never ending for a crawler, which waits for every call). It comes before every page-wide
 * middleware (src/middleware/pipeline.ts), so the 500 page, which errorPages renders through
 * the app inside the failed request, keeps that request's context: its nonce and the data
 * already fetched.
 */
export const requestContext = (): MiddlewareHandler<RequestContextEnv> => {
  const storage = contextStorage();
  return async (c, next) => {
    const outer = tryGetContext<RequestContextEnv>()?.var.requestContext;
    if (outer) {
      c.set('requestContext', outer);
      await storage(c, next);
      return;
    }
    const request = c.req.raw;
    // the page's public address: canonical and hreflang links are built from it, and the
    // render cache's key; a parameter no page reads changes neither (src/lib/tracking-params.ts)
    const pageUrl = withoutUnreadParams(
      atPublicOrigin(pageUrlOf(request) ?? new URL(request.url), request),
    );
    let data: PageData | undefined;
    let shellDeadline: Promise<void> | undefined;
    const context: RequestContext = {
      // only a page load runs scripts: a payload carries no nonce, so it is the same bytes
      // for everyone (docs/decisions/020-shared-documents.md)
      nonce:
        import.meta.env.DEV || !isDocumentRequest(request) ? undefined : randomString(16, 'base64'),
      pageUrl,
      get data() {
        data ??= startSharedCalls(
          {
            pageUrl,
            cookieHeader: c.req.header('cookie'),
            isDocument: isDocumentRequest(request),
            priceGroup: priceGroupOfRequest(c.req.header('cookie')),
            signal: request.signal,
          },
          createPageDataSources(c.req.header('cookie')),
          getAppConfig().timeouts,
        );
        return data;
      },
      get shellDeadline() {
        shellDeadline ??= startShellDeadline({
          // only a browser's page load streams: a crawler, and anything but a GET (a form
          // post, a HEAD), gets the true status
          waitForEverything: request.method !== 'GET' || isBotUserAgent(c.req.header('user-agent')),
        });
        return shellDeadline;
      },
      renderingErrorPage: false,
      outcome: { contentUnavailable: false, streamed: false },
    };
    c.set('requestContext', context);
    await storage(c, next);
  };
};
