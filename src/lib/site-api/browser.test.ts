// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { cartQuantityStore } from '../cart-quantity.ts';
import {
  addProductToCart,
  configureBrowserSiteApi,
  fetchSearchSuggestions,
  reportReferralCode,
  resetCsrf,
  submitNewsletterSignup,
  submitSmsSignup,
} from './browser.ts';

const cart = {
  lines: [
    { productId: 3, sku: 'LN-D3', name: 'Vitamin D3', subtotal: '$20.00', quantity: 1 },
    { productId: 42, sku: 'LN-OMEGA', name: 'Omega-3', subtotal: '$1,234.50', quantity: 2 },
  ],
};

const seen: Request[] = [];
const server = setupServer(
  http.get('*/csrf', () => HttpResponse.json({ headerName: 'X-CSRF-TOKEN', token: 't0k3n' })),
  http.get('*/cart', () => HttpResponse.json(cart)),
  http.post('*/cart/item/:productId', () => HttpResponse.json(cart)),
  http.post('*/email/multi/subscribe', () => HttpResponse.json({ status: 'subscribed' })),
  http.post('*/sms/subscribe', () => HttpResponse.json({ status: 'subscribed' })),
  http.get('*/search', () => HttpResponse.json({ page: { resultsAvailableFor: ['Videos'] } })),
  http.post('*/customer/referrer/:code', () => new HttpResponse(null, { status: 204 })),
);
server.events.on('request:start', ({ request }) => {
  seen.push(request.clone());
});
const calls = () => seen.map((request) => `${request.method} ${new URL(request.url).pathname}`);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  resetCsrf();
  sessionStorage.clear();
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});
afterAll(() => server.close());

const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer;

test('add to cart: CSRF first, the add with its header, then the cart is refetched and counted', async () => {
  await expect(addProductToCart(42)).resolves.toEqual(cart);
  expect(calls()).toEqual(['GET /csrf', 'POST /cart/item/42', 'GET /cart']);
  expect(seen[1]?.headers.get('X-CSRF-TOKEN')).toBe('t0k3n');
  expect(await seen[1]?.json()).toEqual({ quantity: 1 });
  expect(sessionStorage.getItem('cartQuantity')).toBe('3');
  expect(cartQuantityStore.get()).toBe(3);
});

test('add to cart pushes the addToCart analytics event with the numeric line subtotal', async () => {
  await addProductToCart(42, 2);
  expect(dataLayer()).toEqual([
    {
      event: 'addToCart',
      productSku: 'LN-OMEGA',
      productName: 'Omega-3',
      productPrice: 1234.5,
      quantity: 2,
      currencyCode: 'USD',
    },
  ]);
});

test('a held CSRF token is reused', async () => {
  await addProductToCart(42);
  await addProductToCart(3);
  expect(calls().filter((call) => call === 'GET /csrf')).toHaveLength(1);
});

test('without a CSRF token the add is rejected and nothing is posted', async () => {
  server.use(http.get('*/csrf', () => new HttpResponse(null, { status: 404 })));
  await expect(addProductToCart(42)).rejects.toThrow(new Error('Invalid CSRF token/data.'));
  expect(calls()).toEqual(['GET /csrf']);
  expect(dataLayer()).toBeUndefined();
});

test('a failed add rejects and pushes no event', async () => {
  server.use(http.post('*/cart/item/:id', () => new HttpResponse(null, { status: 500 })));
  await expect(addProductToCart(42)).rejects.toMatchObject({ statusCode: 500 });
  expect(calls()).toEqual(['GET /csrf', 'POST /cart/item/42']);
  expect(dataLayer()).toBeUndefined();
});

test('newsletter signup posts the footer list with the CSRF header', async () => {
  await expect(submitNewsletterSignup('jo@example.com')).resolves.toBe('ok');
  expect(calls()).toEqual(['GET /csrf', 'POST /email/multi/subscribe']);
  expect(seen[1]?.headers.get('X-CSRF-TOKEN')).toBe('t0k3n');
  expect(await seen[1]?.json()).toEqual({
    lists: ['footer-opt-ins'],
    messages: [],
    marketingChannel: true,
    email: 'jo@example.com',
  });
});

test('signups without a CSRF token report csrf-missing and send nothing', async () => {
  server.use(http.get('*/csrf', () => HttpResponse.error()));
  await expect(submitNewsletterSignup('jo@example.com')).resolves.toBe('csrf-missing');
  await expect(
    submitSmsSignup({ phoneNumber: '5551234567', marketingTexts: true, transactionalTexts: true }),
  ).resolves.toBe('csrf-missing');
  expect(calls()).toEqual(['GET /csrf', 'GET /csrf']);
});

test('SMS signup posts the opt-in and reports a failure as failed', async () => {
  const body = { phoneNumber: '5551234567', marketingTexts: false, transactionalTexts: true };
  await expect(submitSmsSignup(body)).resolves.toBe('ok');
  expect(await seen[1]?.json()).toEqual(body);
  server.use(http.post('*/sms/subscribe', () => new HttpResponse(null, { status: 500 })));
  await expect(submitSmsSignup(body)).resolves.toBe('failed');
});

test('search suggestions: categories, and [] when the request fails', async () => {
  await expect(fetchSearchSuggestions('sleep')).resolves.toEqual(['Videos']);
  server.use(http.get('*/search', () => HttpResponse.error()));
  await expect(fetchSearchSuggestions('sleep')).resolves.toEqual([]);
});

test('a referral code is reported without its line breaks', async () => {
  await reportReferralCode('AB\r\nC1');
  expect(calls()).toEqual(['POST /customer/referrer/ABC1']);
});

test('off the product domain, calls go to the configured site address', async () => {
  configureBrowserSiteApi({
    productDomain: 'lumen-nutrition.com',
    sitePublicUrl: 'https://www.lumen-nutrition.com',
  });
  await fetchSearchSuggestions('sleep');
  configureBrowserSiteApi({ productDomain: 'localhost' });
  await fetchSearchSuggestions('sleep');
  expect(seen.map((request) => new URL(request.url).origin)).toEqual([
    'https://www.lumen-nutrition.com',
    window.location.origin,
  ]);
});
