import type { Context, MiddlewareHandler } from 'hono';
import type { User } from '../../../contracts/site-api.ts';
import { getAppConfig } from '../../lib/config.ts';
import { readCookie, withCookie } from '../../lib/cookies.ts';
import { DEFAULT_LOCALE, LOCALE_COOKIE, localeCookie, NO_NAMED_LOCALE } from '../../lib/locale.ts';
import { startBackendCalls, startLocale } from '../../lib/calls/backend-calls.ts';
import { createPageDataSources } from '../../lib/calls/sources.ts';
import {
  accountPriceContext,
  PRICE_CONTEXT_COOKIE,
  priceContextCookie,
  requestPriceContext,
} from '../../lib/shopper/server/price-context.ts';
import { keepSharedCookies } from '../../lib/shared-cookies.ts';
import { hasGroupPrices } from '../../lib/shopper/server/shopper-answer.ts';
import { hasSiteSession } from '../../lib/site-api/session.ts';
import { PRIVATE } from '../endpoints/private-answer.ts';
import { pageUrlOf } from '../guards/request-kind.ts';

/** The cookies the first view of a session sets: its price context, and the account's locale. */
type FirstViewCookies = { context: string; locale: string | undefined };

/**
 * The first view of a site-API session on this device, which has no price context yet
 * (docs/decisions/026-price-context.md): the account is asked once, and the page is
 * rendered in the context and locale it gives, so a professional or a Canadian is never
 * painted another group's prices or currency. Undefined when the account cannot be asked
 * (the page is the public one; the shopper's answer sets the context later).
 */
const firstViewCookies = async (
  cookieHeader: string | undefined,
  signal: AbortSignal,
): Promise<FirstViewCookies | undefined> => {
  const { priceContextSecret: secret, timeouts } = getAppConfig();
  if (!secret) {
    return undefined;
  }
  const sources = createPageDataSources(cookieHeader);
  const calls = startBackendCalls(signal, timeouts);
  const user = await calls.siteApi(
    'site-api.user',
    sources.currentUser,
    (): User | undefined => undefined,
  );
  if (!user) {
    return undefined;
  }
  const context = accountPriceContext(hasGroupPrices(user) ? user.priceGroup : undefined, secret);
  if (readCookie(cookieHeader, LOCALE_COOKIE) || !user.enabled || !user.locale) {
    return { context, locale: undefined };
  }
  // the request names no locale (no cookie; a `?locale=` is this page's, not the account's)
  const { locale } = await startLocale(calls, sources.countries, NO_NAMED_LOCALE, () =>
    Promise.resolve(user),
  ).locale;
  // the default needs no cookie: the document without one is already in it
  return { context, locale: locale === DEFAULT_LOCALE ? undefined : locale };
};

const withoutCookie = (header: string | undefined, name: string) =>
  header
    ?.split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.split('=', 1)[0] !== name)
    .join('; ') || undefined;

const setCookies = (c: Context, cookies: readonly string[]) => {
  for (const cookie of cookies) {
    c.header('set-cookie', cookie, { append: true });
  }
  // what sets a browser's cookies is that browser's alone
  if (cookies.length > 0) {
    c.header('cache-control', PRIVATE['cache-control']);
  }
};

/**
 * A page request (a full load or an in-app navigation's payload) goes on with the cookies
 * a shared document may depend on and no other (src/lib/shared-cookies.ts): nothing that
 * renders a page can read the shopper's session, cart or personalisation, so no shopper's
 * data can reach a document served to others (docs/decisions/020-shared-documents.md).
 * What is the shopper's own comes from GET /api/shopper (src/middleware/endpoints/shopper.ts).
 * It runs after the server's extensions, which may add cookies to the request (the mock
 * switches), and before anything starts the page's calls.
 *
 * The price context (docs/decisions/026-price-context.md): a value this server did not
 * sign is taken off (the page is the public one, from the render cache like any) and
 * cleared in the browser; a session without a context is its first view here, rendered in
 * the context and locale the account gives, which this answer sets.
 */
export const sharedRender = (): MiddlewareHandler => async (c, next) => {
  const request = c.req.raw;
  const cookieHeader = request.headers.get('cookie') ?? undefined;
  if (!pageUrlOf(request) || cookieHeader === undefined) {
    await next();
    return;
  }
  const context = requestPriceContext(cookieHeader);
  let kept = keepSharedCookies(cookieHeader);
  const setting: string[] = [];
  const session = hasSiteSession(cookieHeader);
  // A group's value without a session (signed out) is not taken off here: behind the edge
  // the origin never sees the session, so the edge drops it (edge/storefront.vcl,
  // edge_price_context) and the shopper's answer clears it (src/middleware/endpoints/shopper.ts).
  if (context.kind === 'invalid') {
    kept = withoutCookie(kept, PRICE_CONTEXT_COOKIE);
    setting.push(priceContextCookie(undefined));
  } else if (context.kind === 'none' && session) {
    const first = await firstViewCookies(cookieHeader, request.signal);
    if (first) {
      kept = withCookie(kept, PRICE_CONTEXT_COOKIE, first.context);
      setting.push(priceContextCookie(first.context));
      if (first.locale) {
        kept = withCookie(kept, LOCALE_COOKIE, first.locale);
        setting.push(localeCookie(first.locale));
      }
    }
  }
  // entry by entry: under msw, `new Headers(request.headers)` keeps only content-type
  const headers = new Headers([...request.headers]);
  if (kept === undefined) {
    headers.delete('cookie');
  } else {
    headers.set('cookie', kept);
  }
  c.req.raw = new Request(request, { headers });
  await next();
  setCookies(c, setting);
};
