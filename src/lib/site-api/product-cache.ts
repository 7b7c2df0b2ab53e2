import type { Product } from '../../../contracts/site-api.ts';
import { cached, getSharedCache } from '../cache/server.ts';
import { getAppConfig } from '../config.ts';
import { findPageData } from '../request-context.ts';
import type { createSiteApiClient } from './client.ts';

type SiteApi = Pick<ReturnType<typeof createSiteApiClient>, 'getProduct' | 'getProducts'>;

/**
 * A product's tag names its SKU URI-encoded: tags travel space-separated in a response
 * header, which holds neither a space nor a character past Latin-1, and a SKU may hold both.
 */
export const productCacheTags = {
  all: 'product',
  sku: (sku: string) => `product:${encodeURIComponent(sku)}`,
};

/**
 * Prices come per shopper's price group, so cached products are kept per locale and group.
 * A page's render sees no shopper (src/middleware/shared-render.ts): it asks with no
 * session, and the site API answers with the prices anyone may see, kept as the
 * anonymous group's. No group's prices reach a page (docs/decisions/020-shared-documents.md);
 * a shopper of a group of its own gets them from GET /api/shopper/prices, kept as that group's.
 */
export type ProductAudience = { locale: string; priceGroup: string | undefined };

const audienceKey = async (audience?: ProductAudience): Promise<string | undefined> => {
  if (audience) {
    return `${audience.locale}:${audience.priceGroup ?? 'anonymous'}`;
  }
  const data = findPageData();
  if (!data) {
    return undefined;
  }
  const { locale } = await data.locale;
  return `${locale}:anonymous`;
};

const settings = (sku: string) => ({
  ttlMs: getAppConfig().productCacheMs,
  tags: [productCacheTags.all, productCacheTags.sku(sku)],
});

/** GET /product/sku/{sku} through the shared cache. */
export const getProductCached = async (api: SiteApi, sku: string): Promise<Product> => {
  const audience = await audienceKey();
  return audience
    ? cached(`product:${audience}:${sku}`, settings(sku), () => api.getProduct(sku))
    : api.getProduct(sku);
};

/**
 * The batch call for the SKUs the cache does not hold; the cached ones cost nothing. The
 * audience is the page render's (its locale, no group) unless named.
 */
export const getProductsCached = async (
  api: SiteApi,
  skus: string[],
  forAudience?: ProductAudience,
): Promise<Product[]> => {
  const audience = await audienceKey(forAudience);
  const { productCacheMs } = getAppConfig();
  if (!audience || productCacheMs <= 0 || skus.length === 0) {
    return api.getProducts(skus);
  }
  const cache = getSharedCache();
  const key = (sku: string) => `product:${audience}:${sku}`;
  const hits = await Promise.all(skus.map((sku) => cache.get<Product>(key(sku))));
  const now = Date.now();
  const known = hits.flatMap((hit) => (hit && hit.freshUntil > now ? [hit.value] : []));
  const missing = skus.filter((sku) => !known.some((product) => product.sku === sku));
  const loaded = missing.length > 0 ? await api.getProducts(missing) : [];
  await Promise.all(
    loaded.map((product) => cache.set(key(product.sku), product, settings(product.sku))),
  );
  // the batch answer's order: the SKUs as asked
  const bySku = new Map([...known, ...loaded].map((product) => [product.sku, product]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
};
