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
  getProduct: vi.fn(async (sku: string, _asked?: { priceGroup?: string | undefined }) =>
    products.find((product) => product.sku === sku)!,
  ),
  getProducts: vi.fn(
    async (skus: readonly string[], _asked?: { priceGroup?: string | undefined }) =>
      products.filter((product) => skus.includes(product.sku)),
  ),
});

// a page's render: it sees no shopper, so every price it asks for is the anonymous one
const inPage = <T>(url: string, run: () => Promise<T>) =>
  runInRequestContext({ data: pageDataFor(url, answeringSources()) }, run);

test('a batch asks only for the SKUs not cached for the locale, in the order asked', async () => {
  const api = fakeApi();
  await inPage('https://shop.test/', () => getProductsCached(api, [omega!.sku, vitaminD!.sku]));
  const answer = await inPage('https://shop.test/', () =>
    getProductsCached(api, [multi!.sku, omega!.sku, vitaminD!.sku]),
  );
  expect(answer.map((product) => product.sku)).toEqual([multi!.sku, omega!.sku, vitaminD!.sku]);
  expect(api.getProducts.mock.calls.map(([skus]) => skus)).toEqual([
    [omega!.sku, vitaminD!.sku],
    [multi!.sku],
  ]);

  await inPage('https://shop.test/?locale=en-CA', () => getProductsCached(api, [omega!.sku]));
  expect(api.getProducts).toHaveBeenCalledTimes(3);
});

test('a page’s products are cached as the anonymous prices; outside a page nothing is cached', async () => {
  const api = fakeApi();
  // a locale the test before cached no multivitamin for
  await inPage('https://shop.test/?locale=en-CA', () => getProductCached(api, multi!.sku));
  await inPage('https://shop.test/?locale=en-CA', () => getProductCached(api, multi!.sku));
  expect(api.getProduct).toHaveBeenCalledTimes(1);

  await getProductCached(api, multi!.sku);
  await getProductCached(api, multi!.sku);
  expect(api.getProduct).toHaveBeenCalledTimes(3);
});

test("a group's document asks for the group's prices and keeps them apart from the public ones", async () => {
  const api = fakeApi();
  const inGroupPage = <T>(run: () => Promise<T>) =>
    runInRequestContext(
      {
        data: pageDataFor('https://shop.test/?locale=en-US', answeringSources(), {
          priceGroup: 'PROFESSIONAL',
        }),
      },
      run,
    );
  // a product no test before cached
  const sku = products[4]!.sku;
  await inGroupPage(() => getProductsCached(api, [sku]));
  await inGroupPage(() => getProductsCached(api, [sku]));
  await inPage('https://shop.test/?locale=en-US', () => getProductsCached(api, [sku]));
  expect(api.getProducts.mock.calls).toEqual([
    [[sku], { priceGroup: 'PROFESSIONAL' }],
    [[sku], { priceGroup: undefined }],
  ]);
});
