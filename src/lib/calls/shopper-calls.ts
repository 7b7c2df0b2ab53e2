import type { ChooseVariationsResponse } from '../../../contracts/personalisation.ts';
import type { Cart, User } from '../../../contracts/site-api.ts';
import { namedLocale } from '../locale.ts';
import { readVisitorId } from '../personalisation/personalisation.ts';
import { startBackendCalls, startLocale, type PageTimeouts } from './backend-calls.ts';
import type { PageDataSources } from './shared-calls.ts';

export type ShopperRequest = {
  /** the page the shopper views */
  pageUrl: URL;
  /** the shopper's own cookies: the site-API session, the visitor id, the locale */
  cookieHeader: string | undefined;
  /**
   * whether the request carries a session cookie of the site API (src/lib/site-api/session.ts):
   * without one there is no shopper and no cart to ask for, so neither is asked for (a
   * guest's cart lives in that session too)
   */
  siteSession: boolean;
  /** aborts when the client goes away */
  signal: AbortSignal;
};

// the cart of a shopper with no site-API session: there is none, so it holds nothing
const NO_SESSION_CART: Cart = { lines: [] };

/**
 * The calls of the shopper's answer to one page view (src/middleware/endpoints/shopper.ts), started at
 * once: the shopper and the cart (only with a site-API session), the countries, and the
 * page's personalisation. The locale is the page's by the one rule, with the account's as
 * the rule's last word, so the answer knows when the shared document's locale is not the
 * shopper's. It asks for no CMS entry: that is the shared render's (./shared-calls.ts).
 */
export const startShopperCalls = (
  request: ShopperRequest,
  sources: Pick<PageDataSources, 'currentUser' | 'cart' | 'countries' | 'chooseVariations'>,
  timeouts: PageTimeouts,
) => {
  const calls = startBackendCalls(request.signal, timeouts);
  // no session cookie: nobody is signed in, and the site API is not asked (undefined);
  // null: the call failed or ran out of time, so whether anyone is signed in is unknown
  const user: Promise<User | null | undefined> = request.siteSession
    ? calls.siteApi('site-api.user', sources.currentUser, (): User | null => null)
    : Promise.resolve(undefined);
  const cart: Promise<Cart | undefined> = request.siteSession
    ? calls.siteApi('site-api.cart', sources.cart, (): Cart | undefined => undefined)
    : Promise.resolve(NO_SESSION_CART);
  const { locale, forLocale } = startLocale(
    calls,
    sources.countries,
    namedLocale({ ...request, isDocument: true }),
    () => user,
  );
  // only an id the service could have issued goes on (no control characters, bounded)
  const visitorId = readVisitorId(request.cookieHeader);
  const personalisation = forLocale((code) =>
    calls.boxed(
      'personalisation.variations',
      timeouts.personalisationMs,
      (signal) =>
        sources.chooseVariations(
          { pagePath: request.pageUrl.pathname, locale: code, visitorId },
          signal,
        ),
      (): ChooseVariationsResponse | undefined => undefined,
    ),
  );
  return { user, cart, locale, personalisation };
};

export type ShopperCalls = ReturnType<typeof startShopperCalls>;
