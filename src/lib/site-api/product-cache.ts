import type { Product } from '../../../contracts/site-api.ts';
import { cached, getSharedCache } from '../cache/server.ts';
import { getAppConfig } from '../config.ts';
import { findPageData } from '../request-context.ts';
import type { createSiteApiClient } from './client.ts';

type SiteApi = Pick<ReturnType<typeof createSiteApiClient>, 'getProduct' | 'getProducts'>;

/**
 * Prices come per shopper's price group, so cached products are kept per locale and group.
 * A page's render sees no shopper (src/middleware/document/shared-render.ts): it asks with no
 * session, for the prices anyone may see (kept as the anonymous group's), or for the group
 * its signed price context names, a document of that group
 * (docs/decisions/026-price-context.md); GET /api/shopper/prices asks with the shopper's session.
 */
export type ProductAudience = { locale: string; priceGroup: string | undefined };

/**
 * The cache key of an audience, and the group to name to the site API: a page render's is
 * its document's (its locale, the group of its price context or none), asked without a
 * session; a named audience's call carries the shopper's session, which prices it.
 */
const audienceOf = async (
  audience?: ProductAudience,
): Promise<{ key: string; askGroup?: string } | undefined> => {
  if (audience) {
    return { key: `${audience.locale}:${audience.priceGroup ?? 'anonymous'}` };
  }
  const data = findPageData();
  if (!data) {
    return undefined;
  }
  const { locale } = await data.locale;
  return data.priceGroup
    ? { key: `${locale}:${data.priceGroup}`, askGroup: data.priceGroup }
    : { key: `${locale}:anonymous` };
};

// no tag: nothing says a product changed, so it is fresh for its time (src/lib/cache-tags.ts)
const settings = () => ({ ttlMs: getAppConfig().productCacheMs });

/** GET /product/sku/{sku} through the shared cache. */
export const getProductCached = async (api: SiteApi, sku: string): Promise<Product> => {
  const audience = await audienceOf();
  return audience
    ? cached(`product:${audience.key}:${sku}`, settings(), () =>
        api.getProduct(sku, { priceGroup: audience.askGroup }),
      )
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
  const audience = await audienceOf(forAudience);
  const asked = { priceGroup: audience?.askGroup };
  const { productCacheMs } = getAppConfig();
  if (!audience || productCacheMs <= 0 || skus.length === 0) {
    return api.getProducts(skus, asked);
  }
  const cache = getSharedCache();
  const key = (sku: string) => `product:${audience.key}:${sku}`;
  const hits = await Promise.all(skus.map((sku) => cache.get<Product>(key(sku))));
  const now = Date.now();
  const known = hits.flatMap((hit) => (hit && hit.freshUntil > now ? [hit.value] : []));
  const missing = skus.filter((sku) => !known.some((product) => product.sku === sku));
  const loaded = missing.length > 0 ? await api.getProducts(missing, asked) : [];
  await Promise.all(loaded.map((product) => cache.set(key(product.sku), product, settings())));
  // the batch answer's order: the SKUs as asked
  const bySku = new Map([...known, ...loaded].map((product) => [product.sku, product]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
};
