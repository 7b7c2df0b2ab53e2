import type { Product } from '../../../contracts/site-api.ts';
import type { ProductRequests } from '../../blocks/block-tree.ts';
import { withCookie } from '../../lib/cookies.ts';
import { LOCALE_COOKIE } from '../../lib/locale.ts';
import { PRICE_UNAVAILABLE_WORDS } from '../../lib/price-markers.ts';
import { priceNamingCurrency } from '../../lib/price.ts';
import { getPageData, getRequestCookies } from '../../lib/request-context.ts';
import { getProductCached, getProductsCached } from '../../lib/site-api/product-cache.ts';
import { createServerSiteApi } from '../../lib/site-api/server.ts';

/** The SKUs of several block trees (a tested entry's variations), each asked once. */
export const mergedProductRequests = (requests: readonly ProductRequests[]): ProductRequests => ({
  batch: [...new Set(requests.flatMap((request) => request.batch))],
  featured: [...new Set(requests.flatMap((request) => request.featured))],
});

/**
 * Products shown by the page's blocks, fetched before render so no block fetches after
 * hydration: the carousels' and comparisons' in one batch call, each banner's on its own.
 * Deferred data: a call that fails leaves its blocks without the products it could not get,
 * unless only a price group's prices could not be had.
 * Prices are the page's currency, named where a shopper could read them in another
 * (docs/behaviour.md#prices).
 */
export const loadProducts = async ({
  batch,
  featured,
}: ProductRequests): Promise<Record<string, Product>> => {
  if (batch.length === 0 && featured.length === 0) {
    return {};
  }
  const data = getPageData();
  const { locale } = await data.locale;
  // the site API prices by the session's locale cookie, which a `?locale=` choice sets only
  // with this response: it is asked in the page's locale, as the browser's next call will be
  const session = withCookie(getRequestCookies(), LOCALE_COOKIE, locale);
  // A price group's document whose prices cannot be had shows the products as anyone sees
  // them, each price in words, never the public price as the group's (docs/behaviour.md#prices)
  const unpriced = new Set<Product>();
  const withoutGroupPrices = async (skus: string[]): Promise<Product[]> => {
    if (!data.priceGroup || skus.length === 0) {
      return [];
    }
    const products = await data.siteApi(
      'site-api.products',
      (signal) =>
        getProductsCached(createServerSiteApi(session, signal), skus, {
          locale,
          priceGroup: undefined,
        }),
      (): Product[] => [],
    );
    for (const product of products) {
      unpriced.add(product);
    }
    return products;
  };
  const [batchProducts, featuredProducts] = await Promise.all([
    data
      .siteApi(
        'site-api.products',
        (signal) => getProductsCached(createServerSiteApi(session, signal), batch),
        (): Product[] | undefined => undefined,
      )
      .then((products) => products ?? withoutGroupPrices(batch)),
    Promise.all(
      featured.map((sku) =>
        data
          .siteApi(
            'site-api.product',
            (signal) => getProductCached(createServerSiteApi(session, signal), sku),
            () => undefined,
          )
          .then(async (product) => product ?? (await withoutGroupPrices([sku]))[0]),
      ),
    ),
  ]);
  return Object.fromEntries(
    [...batchProducts, ...featuredProducts]
      .filter((product) => product !== undefined)
      .map((product) => [
        product.sku,
        {
          ...product,
          price: unpriced.has(product)
            ? PRICE_UNAVAILABLE_WORDS
            : priceNamingCurrency(product.price, locale),
        },
      ]),
  );
};
