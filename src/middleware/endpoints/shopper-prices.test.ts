import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { ShopperPricesSchema, SHOPPER_PRICES_MAX_SKUS } from '../../../contracts/shopper.ts';
import { cookieHeader, installMockServer } from '../../../mocks/server/test-server.ts';
import { shopperPrices } from './shopper-prices.ts';

const { config, server } = installMockServer();

const app = new Hono();
app.use(shopperPrices());

const OMEGA = 'LN-OMEGA3-60';
const B12 = 'LN-B12-60';

const ask = (query: string, scenario?: string) =>
  app.request(`http://localhost/api/shopper/prices?${query}`, {
    headers: { cookie: cookieHeader('s-1', scenario) },
  });

test("a professional's own prices, in the page's locale, never kept by a cache", async () => {
  const response = await ask(`locale=en-US&skus=${OMEGA}&skus=${B12}`, 'professional');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  // the public prices are $34.00 and $19.00: the PROFESSIONAL group's are 20 % less
  expect(ShopperPricesSchema.parse(await response.json())).toEqual({
    prices: { [OMEGA]: '$27.20', [B12]: '$15.20' },
  });
  const canada = await ask(`locale=en-CA&skus=${B12}`, 'professional');
  expect(await canada.json()).toEqual({ prices: { [B12]: 'CA$21.00' } });
});

test('a shopper of the public group, or signed out, gets no prices and costs no product call', async () => {
  let productCalls = 0;
  server.events.on('request:start', ({ request }) => {
    productCalls += new URL(request.url).pathname.startsWith('/products') ? 1 : 0;
  });
  for (const scenario of ['customer', 'anonymous']) {
    const response = await ask(`locale=en-US&skus=${OMEGA}`, scenario);
    expect(await response.json()).toEqual({ prices: {} });
  }
  expect(productCalls).toBe(0);
});

test.each([
  ['no SKU', 'locale=en-US'],
  ['an unknown locale', `locale=fr-FR&skus=${OMEGA}`],
  ['no locale', `skus=${OMEGA}`],
  ['a SKU that is no SKU', 'locale=en-US&skus=%3Cscript%3E'],
  [
    'more SKUs than a page shows',
    `locale=en-US&${Array.from({ length: SHOPPER_PRICES_MAX_SKUS + 1 }, (_, n) => `skus=S${n}`).join('&')}`,
  ],
])('%s is a 400', async (_, query) => {
  const response = await ask(query, 'professional');
  expect(response.status).toBe(400);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
});

test('a failing product call is a 503: the page keeps the public prices', async () => {
  server.use(
    http.get(`${config.siteApiUrl}/products/skus`, () => new HttpResponse(null, { status: 500 })),
  );
  const response = await ask(`locale=en-US&skus=${OMEGA}`, 'professional');
  expect(response.status).toBe(503);
});

test('only GET', async () => {
  const response = await app.request('http://localhost/api/shopper/prices?locale=en-US', {
    method: 'POST',
  });
  expect(response.status).toBe(405);
});
