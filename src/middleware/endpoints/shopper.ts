import type { MiddlewareHandler } from 'hono';
import { SHOPPER_PAGE_MAX_LENGTH, SHOPPER_PATH } from '../../../contracts/shopper.ts';
import type { User } from '../../../contracts/site-api.ts';
import { isBotUserAgent } from '../../lib/bots.ts';
import { getAppConfig } from '../../lib/config.ts';
import { serverCookie } from '../../lib/cookies.ts';
import { localeCookie } from '../../lib/locale.ts';
import { safeForLog } from '../../lib/log-safe.ts';
import { startShopperCalls } from '../../lib/calls/shopper-calls.ts';
import { createPageDataSources } from '../../lib/calls/sources.ts';
import { atPublicOrigin } from '../../lib/public-origin.ts';
import { readReferralCode } from '../../lib/referral.ts';
import {
  accountPriceContext,
  priceContextCookie,
  sentPriceContext,
} from '../../lib/shopper/server/price-context.ts';
import { hasGroupPrices, shopperOf } from '../../lib/shopper/server/shopper-answer.ts';
import { createServerSiteApi, FIRE_AND_FORGET_TIMEOUT_MS } from '../../lib/site-api/server.ts';
import { hasSiteSession } from '../../lib/site-api/session.ts';
import { hasRequestBody, privateGetEndpoint, privateJson, PRIVATE } from './private-answer.ts';

/**
 * The page a shopper asks about: a path and query of this site, bounded; anything else
 * (another origin, `//host`, a 10 kB value) is no page.
 */
const pageOf = (value: string | undefined, requestUrl: string): URL | undefined => {
  if (!value || value.length > SHOPPER_PAGE_MAX_LENGTH || !/^\/(?![/\\])/.test(value)) {
    return undefined;
  }
  try {
    const page = new URL(value, requestUrl);
    return page.origin === new URL(requestUrl).origin ? page : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The referral code of a page view (docs/behaviour.md#referral), reported once per view: the
 * browser asks this endpoint once per page load and in-app navigation. A crawler's views
 * are not reported. The answer does not wait for it; a failed report is only logged.
 */
const reportReferral = (
  page: URL,
  cookieHeader: string | undefined,
  userAgent: string | undefined,
) => {
  const code = readReferralCode(page.searchParams);
  if (!code || isBotUserAgent(userAgent)) {
    return;
  }
  void createServerSiteApi(cookieHeader, AbortSignal.timeout(FIRE_AND_FORGET_TIMEOUT_MS))
    .reportReferral(code)
    .catch((error: unknown) => console.warn('Referral report failed', error));
};

/**
 * The Set-Cookie that brings the browser's price context (src/lib/shopper/server/price-context.ts) in line
 * with what the site API says of the account: a group of its own prices, signed; the
 * public prices; or, with no session (signed out), none. Undefined when nothing changes,
 * when the account could not be asked (its call failed: the context stays as it was), or
 * when no secret is configured.
 */
const priceContextUpdate = (
  cookieHeader: string | undefined,
  siteSession: boolean,
  // null: the account could not be asked; the context is left as it is
  user: User | null | undefined,
): string | undefined => {
  const secret = getAppConfig().priceContextSecret;
  if (!secret || (siteSession && !user)) {
    return undefined;
  }
  const wanted = siteSession
    ? accountPriceContext(hasGroupPrices(user) ? user.priceGroup : undefined, secret)
    : undefined;
  return wanted === sentPriceContext(cookieHeader) ? undefined : priceContextCookie(wanted);
};

/**
 * GET /api/shopper?page=<path and query>: the shopper's own parts of one page view
 * (contracts/shopper.ts), apart from the page's shared document. It makes the shopper's
 * calls (src/lib/calls/shopper-calls.ts: the shopper and the cart, only with a site-API
 * session cookie; the countries; choose-variations for the page's path), sets the price
 * context, the personalisation cookies and the locale cookie a `?locale=` or the account
 * chose, and reports the page's referral code. Never kept by any cache.
 */
export const shopper = (): MiddlewareHandler =>
  privateGetEndpoint(SHOPPER_PATH, async (c) => {
    const request = c.req.raw;
    const page = pageOf(c.req.query('page'), request.url);
    if (!page || hasRequestBody(request)) {
      return c.text('Bad Request', 400, PRIVATE);
    }
    const cookieHeader = c.req.header('cookie');
    const siteSession = hasSiteSession(cookieHeader);
    reportReferral(page, cookieHeader, c.req.header('user-agent'));
    const data = startShopperCalls(
      {
        pageUrl: atPublicOrigin(page, request),
        cookieHeader,
        siteSession,
        signal: request.signal,
      },
      createPageDataSources(cookieHeader),
      getAppConfig().timeouts,
    );
    const [{ shopper: answer, personalisationCookies }, locale] = await Promise.all([
      shopperOf(data, cookieHeader),
      data.locale,
    ]);
    const context = priceContextUpdate(cookieHeader, siteSession, await data.user);
    if (context !== undefined) {
      c.header('set-cookie', context, { append: true });
    }
    const chosenLocale = locale.requested ?? (answer.reloadForLocale ? answer.locale : undefined);
    if (chosenLocale) {
      c.header('set-cookie', localeCookie(chosenLocale), { append: true });
    }
    for (const cookie of personalisationCookies) {
      try {
        c.header('set-cookie', serverCookie(cookie.name, cookie.value, cookie.maxAge), {
          append: true,
        });
      } catch (error) {
        console.warn(`[personalisation] cookie ${safeForLog(cookie.name)} not set`, error);
      }
    }
    return privateJson(c, answer);
  });
