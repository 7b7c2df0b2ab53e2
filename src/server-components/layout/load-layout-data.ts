import { unstable_getRequest as getRequest } from 'waku/router/server';
import { getCmsService } from '../../lib/cms/server.ts';
import { countCartItems } from '../../lib/cart-quantity.ts';
import { getRequestContext } from '../../lib/request-context.ts';
import { createServerSiteApi } from '../../lib/site-api/server.ts';
import { isChatEnabledForRequest } from '../page-wide/page-wide-islands.tsx';

/**
 * Everything the shared layout shows, fetched in parallel for the current path. All of
 * it is deferred data in Hydrogen's sense: any part may fail (backend down, payload off
 * contract) and the layout renders without that part, never a 500. The shopper, the
 * locale and the country come from the page-wide middleware's request context.
 */
export const loadLayoutData = async () => {
  const request = getRequest();
  const path = new URL(request.url).pathname;
  const context = getRequestContext();
  const cms = getCmsService(context.locale);
  const [cart, banner, navigation, footer] = await Promise.all([
    createServerSiteApi(request.headers.get('cookie') ?? undefined)
      .getCart()
      .catch(() => undefined),
    cms?.fetchLayoutModel('announcement-banner', path),
    cms?.fetchLayoutModel('navigation-links', path),
    cms?.fetchLayoutModel('footer-data', path),
  ]);
  const user = context.user?.enabled ? context.user : undefined;
  return {
    user,
    country: context.country,
    locale: context.locale,
    locales: context.knownLocales.map((known) => ({
      localeCode: known.code,
      name: known.country.name,
      countryCode: known.country.code,
      domain: known.domain ?? undefined,
    })),
    chatEnabled: isChatEnabledForRequest(),
    /** undefined when the cart could not be read: the browser's stored count stands */
    cartQuantity: cart ? countCartItems(cart) : undefined,
    banner,
    navigation,
    footer,
  };
};

export type LayoutData = Awaited<ReturnType<typeof loadLayoutData>>;
