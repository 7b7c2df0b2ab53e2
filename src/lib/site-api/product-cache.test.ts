import { beforeAll, expect, test, vi } from 'vitest';
import { products } from '../../../fixtures/products.ts';
import { getAppConfig } from '../config.ts';
import { answeringSources, pageDataFor, runInRequestContext } from '../request-context.testing.ts';
import { getProductCached, getProductsCached } from './product-cache.ts';

beforeAll(() => {
  // the mocked site API turns the product cache off by default
  vi.stubEnv('PRODUCT_CACHE_SECONDS', '60');
  expect(getAppConfig().productCacheMs).toBe(60_000);
});

const [omega, vitaminD, multi] = products;

const fakeApi = () => ({
  getProduct: vi.fn(async (sku: string) => products.find((product) => product.sku === sku)!),
  getProducts: vi.fn(async (skus: readonly string[]) =>
    products.filter((product) => skus.includes(product.sku)),
  ),
});

const asShopper = <T>(priceGroup: string | undefined, run: () => Promise<T>) =>
  runInRequestContext(
    {
      data: pageDataFor(
        'https://shop.test/',
        answeringSources({
          currentUser: () =>
            Promise.resolve(priceGroup ? { enabled: true, priceGroup } : { enabled: false }),
        }),
      ),
    },
    run,
  );

test('a batch asks only for the SKUs not cached for this price group, in the order asked', async () => {
  const api = fakeApi();
  await asShopper('retail', () => getProductsCached(api, [omega!.sku, vitaminD!.sku]));
  const answer = await asShopper('retail', () =>
    getProductsCached(api, [multi!.sku, omega!.sku, vitaminD!.sku]),
  );
  expect(answer.map((product) => product.sku)).toEqual([multi!.sku, omega!.sku, vitaminD!.sku]);
  expect(api.getProducts.mock.calls).toEqual([[[omega!.sku, vitaminD!.sku]], [[multi!.sku]]]);

  await asShopper('practitioner', () => getProductsCached(api, [omega!.sku]));
  expect(api.getProducts).toHaveBeenCalledTimes(3);
});

test('one product is cached per price group; an unknown shopper is never served from the cache', async () => {
  const api = fakeApi();
  await asShopper(undefined, () => getProductCached(api, multi!.sku));
  await asShopper(undefined, () => getProductCached(api, multi!.sku));
  expect(api.getProduct).toHaveBeenCalledTimes(1);

  await getProductCached(api, multi!.sku);
  await getProductCached(api, multi!.sku);
  expect(api.getProduct).toHaveBeenCalledTimes(3);
});
