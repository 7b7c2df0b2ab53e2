import { countCartItems } from '../../lib/cart-quantity.ts';
import { localeTarget } from '../../lib/locale.ts';
import { getPageData, getRequestContext } from '../../lib/request-context.ts';
import { isChatEnabledForRequest } from '../page-wide/page-wide-islands.tsx';

/**
 * Everything the shared layout shows, from the page's calls (started together before the
 * render: src/lib/page-data/page-data.ts). All of it is deferred data in Hydrogen's
 * sense: any part may fail, time out or break its contract and the layout renders
 * without that part, never a 500.
 */
export const loadLayoutData = async () => {
  const data = getPageData();
  const { pageUrl } = getRequestContext();
  const [
    shopper,
    { locale, country, knownLocales },
    cart,
    banner,
    navigation,
    footer,
    chatEnabled,
  ] = await Promise.all([
    data.user,
    data.locale,
    data.cart,
    data.layout.banner,
    data.layout.navigation,
    data.layout.footer,
    isChatEnabledForRequest(),
  ]);
  return {
    user: shopper?.enabled ? shopper : undefined,
    country,
    locale,
    locales: knownLocales.map((known) => ({
      localeCode: known.code,
      name: known.country.name,
      countryCode: known.country.code,
      href: localeTarget(known, pageUrl),
    })),
    chatEnabled,
    /** undefined when the cart could not be read: the browser's stored count stands */
    cartQuantity: cart ? countCartItems(cart) : undefined,
    banner,
    navigation,
    footer,
  };
};

export type LayoutData = Awaited<ReturnType<typeof loadLayoutData>>;
