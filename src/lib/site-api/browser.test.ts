// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { cartQuantityStore } from '../cart-quantity.ts';
import {
  addProductToCart,
  ensureCsrf,
  fetchSearchSuggestions,
  reportReferralCode,
  resetCsrf,
  submitNewsletterSignup,
  submitSmsSignup,
} from './browser.ts';
import { configureBrowserSiteApi } from './browser-settings.ts';

// the tag manager's global, typed here only
const host = window as Window & { dataLayer?: unknown[] };

const cart = {
  lines: [
    { productId: 7, sku: 'LN-7', name: 'Big Bundle', subtotal: '$1,234.50', quantity: 2 },
    { productId: 8, sku: 'LN-8', name: 'Zinc', subtotal: '$16.00', quantity: 1 },
  ],
};

type Seen = { method: string; url: URL; headers: Headers; body: Promise<string> };
const seen: Seen[] = [];
const sent = () => seen.map(({ method, url }) => `${method} ${url.pathname}`);

const server = setupServer(
  http.get('*/csrf', () => HttpResponse.json({ headerName: 'X-CSRF-TOKEN', token: 't0k3n' })),
  http.get('*/cart', () => HttpResponse.json(cart)),
  http.post('*/cart/item/:productId', () => HttpResponse.json(cart)),
  http.post('*/email/multi/subscribe', () => HttpResponse.json({ status: 'subscribed' })),
  http.post('*/sms/subscribe', () => HttpResponse.json({ status: 'subscribed' })),
  http.get('*/search', () => HttpResponse.json({ page: { resultsAvailableFor: ['Products'] } })),
  http.post('*/customer/referrer/:code', () => new HttpResponse(null, { status: 204 })),
  http.post('*/dy/track-events', () => new HttpResponse(null, { status: 204 })),
);
server.events.on('request:start', ({ request }) => {
  seen.push({
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: request.clone().text(),
  });
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  configureBrowserSiteApi({ productDomain: window.location.hostname });
  server.resetHandlers();
  seen.length = 0;
  resetCsrf();
  sessionStorage.clear();
  delete host.dataLayer;
});
afterAll(() => server.close());

test('adding fetches the missing CSRF token, posts, refetches the cart and stores the count', async () => {
  const result = await addProductToCart(7, 2);
  expect(result).toEqual(cart);
  expect(sent()).toEqual(['GET /csrf', 'POST /cart/item/7', 'GET /cart']);
  expect(seen[1]?.headers.get('X-CSRF-TOKEN')).toBe('t0k3n');
  expect(JSON.parse(await seen[1]!.body)).toEqual({ quantity: 2 });
  expect(cartQuantityStore.get()).toBe(3);
});

test('an add pushes the addToCart analytics event built from the cart line', async () => {
  host.dataLayer = [{ event: 'earlier' }];
  await addProductToCart('7');
  expect(host.dataLayer).toEqual([
    { event: 'earlier' },
    {
      event: 'addToCart',
      productSku: 'LN-7',
      productName: 'Big Bundle',
      productPrice: 1234.5,
      quantity: 1,
      currencyCode: 'USD',
    },
  ]);
});

test('the data layer is created when the page has none', async () => {
  await addProductToCart(8);
  expect(host.dataLayer).toEqual([expect.objectContaining({ productPrice: 16, quantity: 1 })]);
});

test('a held CSRF token is reused', async () => {
  await ensureCsrf();
  seen.length = 0;
  await addProductToCart(7);
  expect(sent()).toEqual(['POST /cart/item/7', 'GET /cart']);
});

test("without a CSRF token the add rejects 'Invalid CSRF token/data.' and posts nothing", async () => {
  server.use(http.get('*/csrf', () => HttpResponse.json({}, { status: 503 })));
  await expect(addProductToCart(7)).rejects.toThrow(new Error('Invalid CSRF token/data.'));
  expect(sent()).toEqual(['GET /csrf', 'GET /csrf']);
});

test('a 403 on the add drops the held token, so the next add fetches a fresh one', async () => {
  server.use(
    http.post(
      '*/cart/item/:productId',
      () => HttpResponse.json({ message: 'Invalid CSRF token/data.' }, { status: 403 }),
      { once: true },
    ),
  );
  await expect(addProductToCart(7)).rejects.toMatchObject({ statusCode: 403 });
  await addProductToCart(7);
  expect(sent()).toEqual([
    'GET /csrf',
    'POST /cart/item/7',
    'GET /csrf',
    'POST /cart/item/7',
    'GET /cart',
  ]);
});

test('the newsletter signup sends the footer list with the CSRF header', async () => {
  await expect(submitNewsletterSignup('ada@example.com')).resolves.toBe('ok');
  expect(sent()).toEqual(['GET /csrf', 'POST /email/multi/subscribe']);
  expect(seen[1]?.headers.get('X-CSRF-TOKEN')).toBe('t0k3n');
  expect(JSON.parse(await seen[1]!.body)).toEqual({
    lists: ['footer-opt-ins'],
    messages: [],
    marketingChannel: true,
    email: 'ada@example.com',
  });
});

test("without a CSRF token the signups answer 'csrf-missing' and send nothing", async () => {
  server.use(http.get('*/csrf', () => HttpResponse.error()));
  await expect(submitNewsletterSignup('ada@example.com')).resolves.toBe('csrf-missing');
  await expect(
    submitSmsSignup({ phoneNumber: '5551234567', marketingTexts: true, transactionalTexts: true }),
  ).resolves.toBe('csrf-missing');
  expect(sent().filter((request) => request.startsWith('POST'))).toEqual([]);
});

test("a failed signup answers 'failed'", async () => {
  server.use(http.post('*/sms/subscribe', () => HttpResponse.json({}, { status: 500 })));
  await expect(
    submitSmsSignup({ phoneNumber: '0000000000', marketingTexts: false, transactionalTexts: true }),
  ).resolves.toBe('failed');
  expect(JSON.parse(await seen[1]!.body)).toEqual({
    phoneNumber: '0000000000',
    marketingTexts: false,
    transactionalTexts: true,
  });
});

test('an SMS signup that succeeds answers ok', async () => {
  await expect(
    submitSmsSignup({ phoneNumber: '5551234567', marketingTexts: true, transactionalTexts: false }),
  ).resolves.toBe('ok');
  expect(sent()).toEqual(['GET /csrf', 'POST /sms/subscribe']);
});

test('suggestions are requested only for non-empty input and a failure means none', async () => {
  await expect(fetchSearchSuggestions('  ')).resolves.toEqual([]);
  expect(seen).toEqual([]);
  await expect(fetchSearchSuggestions('omega')).resolves.toEqual(['Products']);
  server.use(http.get('*/search', () => HttpResponse.json({}, { status: 400 })));
  await expect(fetchSearchSuggestions('omega')).resolves.toEqual([]);
});

test('a referral report failure is ignored', async () => {
  server.use(http.post('*/customer/referrer/:code', () => HttpResponse.json({}, { status: 500 })));
  await expect(reportReferralCode('AFF1')).resolves.toBeUndefined();
  expect(sent()).toEqual(['POST /customer/referrer/AFF1']);
});

test('off the product domain the browser calls the configured site address', async () => {
  configureBrowserSiteApi({
    productDomain: 'lumen-nutrition.com',
    sitePublicUrl: 'https://www.lumen-nutrition.com',
  });
  await reportReferralCode('AFF1');
  configureBrowserSiteApi({ productDomain: window.location.hostname });
  await reportReferralCode('AFF2');
  expect(seen.map(({ url }) => url.href)).toEqual([
    'https://www.lumen-nutrition.com/customer/referrer/AFF1',
    `${window.location.origin}/customer/referrer/AFF2`,
  ]);
});

test('the analytics event is skipped, with a warning, when the cart has no line for the product', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  server.use(http.get('*/cart', () => HttpResponse.json({ lines: [] })));
  await expect(addProductToCart(99)).resolves.toEqual({ lines: [] });
  expect(host.dataLayer).toBeUndefined();
  expect(cartQuantityStore.get()).toBe(0);
  expect(warn).toHaveBeenCalledWith('[site-api] addToCart: no analytics event for product 99');
});

test('with the personalisation provider known, an add is reported to its track-events', async () => {
  configureBrowserSiteApi({
    productDomain: window.location.hostname,
    personalisationProvider: 'dy',
  });
  await addProductToCart(7, 2);
  await vi.waitFor(() => expect(sent()).toContain('POST /dy/track-events'));
  const track = seen.find(({ url }) => url.pathname === '/dy/track-events')!;
  expect(track.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  expect(JSON.parse(await track.body)).toEqual([
    { name: 'Add to Cart', properties: { productId: '7', sku: 'LN-7', quantity: 2 } },
  ]);
});

test('a failing track-events call leaves the add a success', async () => {
  configureBrowserSiteApi({
    productDomain: window.location.hostname,
    personalisationProvider: 'dy',
  });
  server.use(http.post('*/dy/track-events', () => HttpResponse.error()));
  await expect(addProductToCart(8)).resolves.toEqual(cart);
  await vi.waitFor(() => expect(sent()).toContain('POST /dy/track-events'));
  expect(cartQuantityStore.get()).toBe(3);
});
