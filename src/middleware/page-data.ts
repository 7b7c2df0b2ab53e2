import type { Context, MiddlewareHandler } from 'hono';
import { isCmsPreview } from '../lib/cms-preview.ts';
import { isContentPath } from '../lib/content-path.ts';
import { serverCookie } from '../lib/cookies.ts';
import { localeCookie } from '../lib/locale.ts';
import { safeForLog } from '../lib/log-safe.ts';
import type { RequestContext, RequestContextEnv } from '../lib/request-context.ts';
import { byDeadline } from '../lib/shell-deadline.ts';
import { ERROR_PAGE_STATUS } from './error-pages.ts';
import { isDocumentRequest, isRscRequest, pageUrlOf } from './request-kind.ts';

/** How soon a shopper or crawler may try again a page whose content the CMS could not give. */
export const RETRY_AFTER_SECONDS = 30;

// rendered pages and their RSC payloads, whatever the request asked for
const RENDERED = /^(text\/html|text\/x-component)/;

/**
 * Private to the visitor, varying with the cookies. A page load known by its first flush to
 * be an anonymous shopper's may be kept by the browser alone (`no-cache`: asked again on
 * a normal load), so Back restores it from the back/forward cache; a signed-in shopper's,
 * one whose shopper is not known yet, and every payload are never kept (`no-store`).
 */
const keepPrivate = (c: Context, { anonymousPage = false } = {}) => {
  c.header('cache-control', anonymousPage ? 'private, no-cache' : 'private, no-store');
  c.header('vary', 'Cookie', { append: true });
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
 * For a page request: starts the page's backend calls all at once, before the render asks
 * for any (src/lib/page-data/page-data.ts), and the shell deadline with them, then shapes
 * the response from what they gave by that deadline (docs/decisions/011-streaming-shell.md):
 * the locale cookie for `?locale=`, the personalisation service's cookies, a 503 with
 * Retry-After when the CMS could not give the content (docs/behaviour.md#failures), a 404
 * for an in-app navigation to a page that is not there (docs/behaviour.md#errors), and
 * caching: a page carries the shopper's name, cart and locale, and its own CSP nonce, so
 * it is private to this response and varies with the cookies. Headers go out with the
 * first flush: what is known only later can change neither the status nor the cookies.
 */
export const pageData = (): MiddlewareHandler<RequestContextEnv> => async (c, next) => {
  const request = c.req.raw;
  if (!pageUrlOf(request)) {
    await next();
    // a page fetched without asking for HTML (curl, a link checker) is still per visitor
    if (RENDERED.test(c.res.headers.get('content-type') ?? '')) {
      markUnavailable(c);
      keepPrivate(c);
    }
    return;
  }
  const context = c.var.requestContext;
  const { data, shellDeadline } = context;
  await next();
  // a crawler's deadline never passes: it waits for all of them, within the page budget
  const [locale, personalisation, missing, user] = await Promise.all([
    byDeadline(data.locale, shellDeadline),
    byDeadline(data.personalisation, shellDeadline),
    isRscRequest(request) && isMissingPage(context),
    byDeadline(data.user, shellDeadline),
  ]);
  if (missing) {
    await c.res.body?.cancel();
    c.res = new Response('Not Found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  markUnavailable(c);
  if (locale.ready && locale.value.requested) {
    c.header('set-cookie', localeCookie(locale.value.requested), { append: true });
  }
  for (const cookie of (personalisation.ready && personalisation.value?.cookies) || []) {
    try {
      c.header('set-cookie', serverCookie(cookie.name, cookie.value, cookie.maxAge), {
        append: true,
      });
    } catch (error) {
      console.warn(`[personalisation] cookie ${safeForLog(cookie.name)} not set`, error);
    }
  }
  keepPrivate(c, {
    anonymousPage: isDocumentRequest(request) && user.ready && user.value?.enabled !== true,
  });
};
