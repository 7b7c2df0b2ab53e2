import type { Context, MiddlewareHandler } from 'hono';
import { isCmsPreview } from '../../lib/cms-preview.ts';
import { isContentPath } from '../../lib/content-path.ts';
import { getAppConfig, type Config } from '../../lib/config.ts';
import type { RequestContext, RequestContextEnv } from '../../lib/request-context.ts';
import { sharedDocumentOf } from '../../lib/shared-document.ts';
import { byDeadline } from '../../lib/shell-deadline.ts';
import { ERROR_PAGE_STATUS } from './error-pages.ts';
import { isReadRequest, isRscRequest, pageUrlOf } from '../guards/request-kind.ts';

/** How soon a shopper or crawler may try again a page whose content the CMS could not give. */
export const RETRY_AFTER_SECONDS = 30;

// rendered pages and their RSC payloads, whatever the request asked for
const RENDERED = /^(text\/html|text\/x-component)/;

/** The header naming what a shared document is built from, for purging by tag. */
export const CACHE_TAGS_HEADER = 'xkey';

/**
 * Says a page's answer is not its whole, current document: its content could not be fetched
 * by the shell deadline (`unavailable`), a part streamed in behind a placeholder
 * (`streamed`), a call took its fallback (`fallback`), or it is the render cache's last page
 * kept for the address (`stale`). An HTTP cache in front keeps its own last good copy in its
 * place (edge/storefront.vcl, docs/decisions/028-the-edge-keeps-its-good-copy.md).
 */
export const DEGRADED_HEADER = 'x-page-degraded';

const degradedReason = ({ data, outcome }: RequestContext) => {
  if (outcome.contentUnavailable) {
    return 'unavailable';
  }
  if (outcome.stale) {
    return 'stale';
  }
  if (data.degraded) {
    return 'fallback';
  }
  return outcome.streamed ? 'streamed' : undefined;
};

/** Private to the visitor, varying with the cookies: never kept by any cache. */
const keepPrivate = (c: Context) => {
  c.header('cache-control', 'private, no-store');
  c.header('vary', 'Cookie', { append: true });
};

/**
 * What an HTTP cache in front may do with a page's shared document
 * (docs/decisions/020-shared-documents.md): the browser asks again on every load, a
 * shared cache keeps it `seconds`, then serves it while it fetches it again, and while
 * the origin fails. It varies with the cookies the shared render may read (the edge
 * forwards only those: src/lib/shared-cookies.ts).
 */
export const sharedCacheControl = ({
  seconds,
  staleSeconds,
  staleIfErrorSeconds,
}: Config['sharedDocument']) =>
  `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${staleSeconds}, stale-if-error=${staleIfErrorSeconds}`;

/**
 * Whether a page's response is its shared document: a whole page (200, every call answered
 * by the first flush, nothing streamed in later), no preview, and nothing set for this
 * visitor alone (a mock switch's cookies).
 */
const isSharedDocument = (c: Context<RequestContextEnv>) => {
  const { data, outcome, pageUrl } = c.var.requestContext;
  return (
    c.res.status === 200 &&
    isReadRequest(c.req.raw) &&
    !isCmsPreview(pageUrl.searchParams) &&
    !c.res.headers.has('set-cookie') &&
    !outcome.contentUnavailable &&
    !outcome.streamed &&
    !outcome.stale &&
    !data.degraded
  );
};

/**
 * A page whose content the CMS could not give by the shell deadline is a 503, whoever asked
 * for it: a browser, or an uptime monitor's HEAD that accepts anything. An in-app
 * navigation's payload keeps its 200 (docs/decisions/007-request-pipeline.md).
 */
const markUnavailable = (c: Context<RequestContextEnv>) => {
  const isHtml = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
  if (c.var.requestContext.outcome.contentUnavailable && isHtml && c.res.status === 200) {
    c.res = new Response(c.res.body, { status: 503, headers: c.res.headers });
    c.header('retry-after', String(RETRY_AFTER_SECONDS));
  }
};

/**
 * A page's HTML as it goes to everyone (src/lib/shared-document.ts): the whole document, read
 * before it is sent, with this response's nonce taken out of it, and the hashes of its inline
 * scripts and styles for its CSP instead (src/middleware/document/security-headers.ts). A document
 * whose render turns out not whole by its end keeps its nonce and is private. A page the
 * render cache served was finished so when it was kept: its bytes go out as they are.
 */
const withoutNonce = async (c: Context<RequestContextEnv>) => {
  const context = c.var.requestContext;
  const { nonce } = context;
  const { res } = c;
  if (
    context.outcome.sharedHashes ||
    !nonce ||
    !res.body ||
    !(res.headers.get('content-type') ?? '').startsWith('text/html')
  ) {
    return;
  }
  const html = await res.text();
  if (!isSharedDocument(c)) {
    c.res = new Response(html, res);
    return;
  }
  const shared = sharedDocumentOf(html, nonce);
  context.outcome.sharedHashes = shared.hashes;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  c.res = new Response(shared.html, { status: res.status, headers });
};

/**
 * Whether an in-app navigation asks for a page that is not there by the shell deadline: a
 * path no content page can have, or one the CMS has no entry for. Its payload would carry
 * the not-found error under a 200; the browser's router, told 404, shows the 404 page in
 * place all the same. The error pages' own payloads are what it then fetches.
 */
const isMissingPage = async ({ pageUrl, data, shellDeadline }: RequestContext) => {
  const path = pageUrl.pathname;
  if (ERROR_PAGE_STATUS.has(path) || isCmsPreview(pageUrl.searchParams)) {
    return false;
  }
  if (!isContentPath(path)) {
    return true;
  }
  const page = await byDeadline(data.page(path), shellDeadline);
  return page.ready && page.value.status === 'missing';
};

/**
 * For a page request, after the render: shapes the response from what the shared render's
 * calls (src/lib/calls/shared-calls.ts) gave by the shell deadline
 * (docs/decisions/011-streaming-shell.md): a 503 with Retry-After when the CMS could not give
 * the content (docs/behaviour.md#failures), a 404 for an in-app navigation to a page that is
 * not there (docs/behaviour.md#errors), and caching: a whole page, the same for every
 * shopper of its address and shared cookies, is its shared document (`public, s-maxage`,
 * `Vary: Cookie`, the cache tags of what it was built from, no nonce); anything else is
 * private (docs/decisions/020-shared-documents.md). Nothing here is the shopper's: their
 * own parts and cookies come from GET /api/shopper (src/middleware/endpoints/shopper.ts). Headers go
 * out with the first flush: what is known only later can change neither the status nor
 * the cookies.
 */
export const pageData = (): MiddlewareHandler<RequestContextEnv> => async (c, next) => {
  const request = c.req.raw;
  if (!pageUrlOf(request)) {
    await next();
    // a page fetched without asking for HTML (curl, a link checker) is no shared document
    if (RENDERED.test(c.res.headers.get('content-type') ?? '')) {
      markUnavailable(c);
      keepPrivate(c);
    }
    return;
  }
  const context = c.var.requestContext;
  const { data } = context;
  await next();
  // a crawler's deadline never passes: it waits for all of them, within the page budget
  const missing = isRscRequest(request) && (await isMissingPage(context));
  if (missing) {
    // read to its end and dropped, not cancelled: a cancel aborts React's render, which
    // logs an error for every in-app navigation to a missing page (found by generated
    // answers, docs/decisions/030-generated-answers.md); the render has its page budget
    await c.res.body?.pipeTo(new WritableStream());
    c.res = new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  markUnavailable(c);
  if (isSharedDocument(c)) {
    await withoutNonce(c);
  }
  if (!isSharedDocument(c)) {
    keepPrivate(c);
    // a page that is not there is gone, whatever else failed: nothing to keep in its place
    const degraded = c.res.status === 404 ? undefined : degradedReason(context);
    if (degraded) {
      c.header(DEGRADED_HEADER, degraded);
    }
    return;
  }
  c.header('cache-control', sharedCacheControl(getAppConfig().sharedDocument));
  c.header('vary', 'Cookie', { append: true });
  if (data.tags.size > 0) {
    c.header(CACHE_TAGS_HEADER, [...data.tags].join(' '));
  }
};
