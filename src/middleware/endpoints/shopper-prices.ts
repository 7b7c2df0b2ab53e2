import type { Context, MiddlewareHandler } from 'hono';
import {
  SHOPPER_PRICES_MAX_SKUS,
  SHOPPER_PRICES_PATH,
  SKU_PATTERN,
  type ShopperPrices,
} from '../../../contracts/shopper.ts';
import type { Product, User } from '../../../contracts/site-api.ts';
import { getAppConfig } from '../../lib/config.ts';
import { withCookie } from '../../lib/cookies.ts';
import { LOCALE_COOKIE, NO_NAMED_LOCALE } from '../../lib/locale.ts';
import { startBackendCalls, startLocale } from '../../lib/calls/backend-calls.ts';
import { createPageDataSources } from '../../lib/calls/sources.ts';
import { priceNamingCurrency } from '../../lib/price.ts';
import { hasGroupPrices } from '../../lib/shopper/server/shopper-answer.ts';
import { getProductsCached } from '../../lib/site-api/product-cache.ts';
import { createServerSiteApi } from '../../lib/site-api/server.ts';
import { hasSiteSession } from '../../lib/site-api/session.ts';
import { hasRequestBody, privateGetEndpoint, privateJson, PRIVATE } from './private-answer.ts';

/** The SKUs asked for, once each, or undefined when any is no SKU or there are too many. */
const skusOf = (values: readonly string[]): string[] | undefined => {
  const skus = [...new Set(values)];
  return skus.length > 0 &&
    skus.length <= SHOPPER_PRICES_MAX_SKUS &&
    skus.every((sku) => SKU_PATTERN.test(sku))
    ? skus
    : undefined;
};

const answer = (c: Context, prices: ShopperPrices['prices']) => privateJson(c, { prices });

/**
 * GET /api/shopper/prices?locale=…&skus=…: a signed-in shopper's own prices for the
 * products a page shows (contracts/shopper.ts), when the shopper's price group is not the
 * public one every shared page shows. The site API is asked with the shopper's cookies and
 * the page's locale, through the product cache kept per locale and group, so no group's
 * prices reach another shopper (docs/decisions/020-shared-documents.md).
 */
export const shopperPrices = (): MiddlewareHandler =>
  privateGetEndpoint(SHOPPER_PRICES_PATH, async (c) => {
    const request = c.req.raw;
    const skus = skusOf(c.req.queries('skus') ?? []);
    if (!skus || hasRequestBody(request)) {
      return c.text('Bad Request', 400, PRIVATE);
    }
    const cookieHeader = c.req.header('cookie');
    const sources = createPageDataSources(cookieHeader);
    const calls = startBackendCalls(request.signal, getAppConfig().timeouts);
    // the page's locale is the one its document was made in, which the browser names
    const { requested: locale } = await startLocale(calls, sources.countries, {
      ...NO_NAMED_LOCALE,
      param: c.req.query('locale'),
    }).locale;
    if (!locale) {
      return c.text('Bad Request', 400, PRIVATE);
    }
    // without a site-API session there is nobody signed in to ask about
    const user = hasSiteSession(cookieHeader)
      ? await calls.siteApi('site-api.user', sources.currentUser, (): User | undefined => undefined)
      : undefined;
    if (!hasGroupPrices(user)) {
      return answer(c, {});
    }
    const products = await calls.siteApi(
      'site-api.products',
      (signal) =>
        getProductsCached(
          createServerSiteApi(withCookie(cookieHeader, LOCALE_COOKIE, locale), signal),
          skus,
          { locale, priceGroup: user.priceGroup },
        ),
      (error): Product[] | undefined => {
        console.warn('[shopper prices] products not priced', error);
        return undefined;
      },
    );
    if (!products) {
      return c.text('Service Unavailable', 503, { ...PRIVATE, 'retry-after': '5' });
    }
    const asked = new Set(skus);
    return answer(
      c,
      Object.fromEntries(
        products
          .filter((product) => asked.has(product.sku))
          .map((product) => [product.sku, priceNamingCurrency(product.price, locale)]),
      ),
    );
  });
