import type { Context, MiddlewareHandler } from 'hono';
import { isCmsPreview } from '../../lib/cms-preview.ts';
import { getAppConfig } from '../../lib/config.ts';
import { isContentPath } from '../../lib/content-path.ts';
import { getMetrics } from '../../lib/metrics.ts';
import {
  RENDER_CACHE_MAX_PAGE_BYTES,
  keptPage,
  type RenderCache,
  type RenderedPage,
} from '../../lib/render-cache/render-cache.ts';
import { getRenderCache } from '../../lib/render-cache/server.ts';
import { serverExtensions } from '../../lib/server-extensions.ts';
import { sharedDocumentOf } from '../../lib/shared-document.ts';
import {
  byShellDeadline,
  type RequestContext,
  type RequestContextEnv,
} from '../../lib/request-context.ts';
import { takesGzip } from './compression.ts';
import { isDocumentRequest, pageUrlOf } from '../guards/request-kind.ts';

/** Says whether a page came from the render cache: for operators and QA, never for shoppers. */
export const RENDER_CACHE_HEADER = 'x-render-cache';

/**
 * The key of the page a request renders when its HTML may be kept (`key`), and the key of
 * its address (`addressKey`), for the last page kept; undefined when neither applies. A
 * page's render sees no shopper (src/middleware/document/shared-render.ts), so everything its HTML
 * depends on is in the key: the address at the public origin (with its query), the locale,
 * the price group of its signed context (docs/decisions/026-price-context.md), and what the
 * server's extensions add (the mock state). A tested entry's page carries every
 * variation and the visitor's browser shows one (src/lib/ab-test/browser/visitor-variation.ts), so the two keys are
 * one. The same page is served to every shopper, signed in or not
 * (docs/decisions/020-shared-documents.md). A preview and a page without a CMS entry are
 * never kept; a page whose calls took a fallback has only the address key: the last page
 * kept for it is served in its place (docs/decisions/021-http-cache-in-front.md).
 */
const sharedPageKeys = async ({ pageUrl, data }: RequestContext) => {
  const path = pageUrl.pathname;
  if (!isContentPath(path) || isCmsPreview(pageUrl.searchParams)) {
    return undefined;
  }
  const [{ locale }, page] = await Promise.all([data.locale, data.page(path)]);
  if (page.status === 'missing') {
    return undefined;
  }
  const extensions = serverExtensions().renderCacheKeys.map((part) => part());
  const addressKey = JSON.stringify([pageUrl.href, locale, data.priceGroup ?? null, ...extensions]);
  if (page.status !== 'found' || data.degraded) {
    return { addressKey };
  }
  return { addressKey, key: addressKey };
};

/**
 * Whether a page just rendered shows all it should, in place: every call answered (no
 * fallback, products and layout models included) by the shell deadline, so no placeholder
 * went out. A layout model the CMS has no entry for (no banner running) is an answer; a
 * failed one took its fallback and marked the page degraded.
 */
const renderedInFull = ({ data, outcome }: RequestContext) =>
  !outcome.contentUnavailable && !outcome.streamed && !data.degraded;

/**
 * Reads the page as it streams to the shopper and keeps it once it ended in full, finished
 * as it goes to everyone: its nonce out, its hashes known (src/lib/shared-document.ts);
 * `settled` is called once whatever happens (kept, not kept, the shopper gone), for those
 * waiting.
 */
const keepWhenComplete = (
  c: Context<RequestContextEnv>,
  cache: RenderCache,
  keys: { key: string; addressKey: string },
  settled: () => void,
) => {
  const { res } = c;
  const context = c.var.requestContext;
  const { nonce } = context;
  const contentType = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !res.body || !nonce || !contentType.startsWith('text/html')) {
    settled();
    return;
  }
  const [toShopper, toCache] = res.body.tee();
  c.res = new Response(toShopper, res);
  void (async () => {
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for await (const chunk of toCache) {
      chunks.push(chunk);
      bytes += chunk.byteLength;
      if (bytes > RENDER_CACHE_MAX_PAGE_BYTES) {
        return; // leaving the loop cancels this branch; the shopper's goes on
      }
    }
    const html = Buffer.concat(chunks).toString('utf8');
    if (renderedInFull(context)) {
      const page = await keptPage(sharedDocumentOf(html, nonce), {
        contentType,
        tags: [...context.data.tags],
        compress: getAppConfig().compression,
      });
      cache.set(keys.key, page, {
        addressKey: keys.addressKey,
        query: context.pageUrl.search !== '',
      });
    }
  })()
    .catch(() => {
      // the shopper left or the render failed: nothing complete to keep
    })
    .finally(settled);
};

/**
 * A kept page as it was kept, naming what it was built from and the hashes its CSP names
 * (src/middleware/document/security-headers.ts); pageData finds it finished and leaves its bytes be.
 * A client that takes gzip gets the bytes compressed when the page was kept, which the
 * server's compression sends on as they are (src/middleware/document/compression.ts).
 */
const serveKept = (c: Context<RequestContextEnv>, page: RenderedPage, how: 'hit' | 'stale') => {
  getMetrics().renderCache.inc({ result: how });
  const { data, outcome } = c.var.requestContext;
  // what the page was built from, for the tag header (src/middleware/document/page-response.ts)
  for (const tag of page.tags) {
    data.tags.add(tag);
  }
  if (how === 'stale') {
    outcome.stale = true;
  }
  outcome.sharedHashes = page.hashes;
  const headers = { 'content-type': page.contentType, [RENDER_CACHE_HEADER]: how };
  if (page.gzip && getAppConfig().compression && takesGzip(c.req.raw)) {
    return c.body(page.gzip, 200, {
      ...headers,
      'content-encoding': 'gzip',
      vary: 'Accept-Encoding',
    });
  }
  return c.body(page.html, 200, headers);
};

/**
 * Serves a page from the pages rendered in the last RENDER_CACHE_SECONDS, as their shared
 * documents: the bytes and CSP hashes an HTTP cache in front would keep
 * (docs/decisions/013-render-cache.md). It runs inside pageData, so the response still
 * gets this request's cookies, cache headers and CSP.
 */
export const renderCacheOf = (
  getCache: () => RenderCache | undefined,
): MiddlewareHandler<RequestContextEnv> => {
  // the keys being rendered now, each with the end of its render: a request that misses one
  // waits for that render instead of doing it again, so ten shoppers arriving together on a
  // cold page cost one render. An entry lives only while its render runs, so the map holds
  // at most one entry per request in flight.
  const fills = new Map<string, Promise<void>>();
  return async (c, next) => {
    const cache = getCache();
    const context = c.var.requestContext;
    const pageUrl = pageUrlOf(c.req.raw);
    // the 500 page is rendered through the app inside the failed request, sharing its
    // context: it is not the page that context's key names
    const ownPage =
      pageUrl?.pathname === context.pageUrl.pathname &&
      pageUrl.searchParams.toString() === context.pageUrl.searchParams.toString();
    if (!cache || !context.nonce || !isDocumentRequest(c.req.raw) || !ownPage) {
      await next();
      return;
    }
    // waiting for the key must not hold the first flush: a page whose calls are still out
    // by the shell deadline is rendered and streams (docs/decisions/011-streaming-shell.md)
    const known = await byShellDeadline(sharedPageKeys(context));
    const keys = known.ready ? known.value : undefined;
    if (!keys) {
      await next();
      return;
    }
    const { key, addressKey } = keys;
    if (!key) {
      // the page's content cannot be fetched now: the last page kept for it, if any
      const last = cache.lastKept(addressKey);
      if (!last) {
        await next();
        return;
      }
      return serveKept(c, last, 'stale');
    }
    const filling = fills.get(key);
    if (filling && !cache.get(key)) {
      // no longer than the shell deadline, like the key: past it this request renders too
      await byShellDeadline(filling);
    }
    const page = cache.get(key);
    if (page) {
      return serveKept(c, page, 'hit');
    }
    let settled = () => {};
    if (!filling) {
      fills.set(
        key,
        new Promise<void>((resolve) => {
          settled = () => {
            fills.delete(key);
            resolve();
          };
        }),
      );
    }
    try {
      await next();
    } catch (error) {
      settled();
      throw error;
    }
    c.header(RENDER_CACHE_HEADER, 'miss');
    getMetrics().renderCache.inc({ result: 'miss' });
    keepWhenComplete(c, cache, { key, addressKey }, settled);
  };
};

/** The pipeline's render cache: this process's, or none when RENDER_CACHE_SECONDS is 0. */
export const renderCache = () => renderCacheOf(getRenderCache);
