import type { ChooseVariationsResponse } from '../../../../contracts/personalisation.ts';
import type { Shopper } from '../../../../contracts/shopper.ts';
import type { User } from '../../../../contracts/site-api.ts';
import { visibleAccountMenuItems } from '../account-menu-items.ts';
import { visitorAttributesOf } from '../../analytics.ts';
import { countCartItems } from '../../cart-quantity.ts';
import { isChatEnabled } from '../../chat-gate.ts';
import { getAppConfig } from '../../config.ts';
import type { ShopperCalls } from '../../calls/shopper-calls.ts';
import { priceGroupOfRequest } from './price-context.ts';
import { isChatCampaignEnabled } from '../../personalisation/personalisation.ts';

/**
 * Whether a signed-in shopper's price group has prices of its own: any group but the one
 * whose prices the site API gives without a session, which every shared page shows.
 */
export const hasGroupPrices = (
  user: User | null | undefined,
): user is User & { priceGroup: string } =>
  user?.enabled === true &&
  typeof user.priceGroup === 'string' &&
  user.priceGroup !== getAppConfig().publicPriceGroup;

/**
 * The shopper's own parts of a page view (contracts/shopper.ts), from the shopper's calls
 * for that page (src/lib/calls/shopper-calls.ts), each time-boxed with its fallback: an
 * account that could not be asked is unknown (`signedIn: null`), never signed out, so the
 * browser keeps what it knew (docs/behaviour.md#failures); no cart (the browser's stored
 * count); no variations (no chat campaign).
 *
 * The locale: the page's shared document was made in the locale the request named
 * (`?locale=`, else the cookie, else en-US); the shopper's own account may name another,
 * which only this answer knows. Then the answer says so, and the browser loads the page
 * again with the cookie this answer sets (docs/decisions/020-shared-documents.md).
 */
export const shopperOf = async (
  data: ShopperCalls,
  cookieHeader: string | undefined,
): Promise<{ shopper: Shopper; personalisationCookies: ChooseVariationsResponse['cookies'] }> => {
  const [user, cart, resolved, personalisation] = await Promise.all([
    data.user,
    data.cart,
    data.locale,
    data.personalisation,
  ]);
  const { iframeEnabled, campaignKey } = getAppConfig().chat;
  const signedIn = user?.enabled === true;
  const known = user !== null;
  const authorities = signedIn
    ? (user.data?.authorities ?? []).map((entry) => entry.authority)
    : [];
  return {
    shopper: {
      signedIn: known ? signedIn : null,
      name: signedIn ? (user.data?.name ?? '') : '',
      initials: signedIn ? (user.data?.initials ?? '') : '',
      accountMenu: signedIn
        ? visibleAccountMenuItems(authorities).map(({ label, path, icon }) => ({
            label,
            path,
            icon,
          }))
        : [],
      smsOffer: signedIn,
      cartQuantity: cart ? countCartItems(cart) : null,
      chat: isChatEnabled({
        iframeEnabled,
        countryTaiaEnabled: resolved.country.taiaEnabled,
        campaignEnabled: isChatCampaignEnabled(personalisation?.choices, campaignKey),
      }),
      visitor: visitorAttributesOf(user ?? undefined, resolved.locale) ?? null,
      locale: resolved.locale,
      reloadForLocale: resolved.locale !== resolved.document,
      // a document of the shopper's own group already shows their prices
      groupPrices: hasGroupPrices(user) && priceGroupOfRequest(cookieHeader) !== user.priceGroup,
    },
    personalisationCookies: personalisation?.cookies ?? [],
  };
};
