import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createSiteApiClient, resolveSiteApiBase, RETRY_STATUSES, SiteApiError } from './client.ts';
import { createServerSiteApi } from './server.ts';

const BASE = 'https://api.example.test';
const csrf = { headerName: 'X-CSRF-TOKEN', token: 'token-1' };
const cart = {
  lines: [{ productId: 7, sku: 'LN-7', name: 'Omega', subtotal: '$39.00', quantity: 2 }],
};

const seen: Request[] = [];
const server = setupServer(
  http.get(`${BASE}/cart`, () => HttpResponse.json(cart)),
  http.get(`${BASE}/csrf`, () => HttpResponse.json(csrf)),
  http.get(`${BASE}/account/data/me`, () => HttpResponse.json({ enabled: false })),
  http.get(`${BASE}/geography/countries`, () => HttpResponse.json([])),
  http.get(`${BASE}/products/skus`, () => HttpResponse.json([])),
  http.get(`${BASE}/search`, () =>
    HttpResponse.json({ page: { resultsAvailableFor: ['Products', 'Articles'] } }),
  ),
  http.post(`${BASE}/cart/item/:productId`, () => HttpResponse.json(cart)),
  http.post(`${BASE}/customer/referrer/:refCode`, () => new HttpResponse(null, { status: 204 })),
  http.post(`${BASE}/email/multi/subscribe`, () => HttpResponse.json({})),
  http.post(`${BASE}/sms/subscribe`, () => HttpResponse.json({})),
);
server.events.on('request:start', ({ request }) => {
  seen.push(request.clone());
});
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const client = createSiteApiClient({ baseUrl: BASE });
const paths = () => seen.map((request) => `${request.method} ${request.url.replace(BASE, '')}`);

test('every request carries the site-API headers, and bodies are JSON', async () => {
  await client.getCart();
  await client.addToCart(7, { quantity: 2, csrf });
  const [get, post] = seen;
  for (const request of [get, post]) {
    expect(request?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request?.headers.get('x-nuxt-request-from')).toBe('client');
  }
  expect(post?.headers.get('content-type')).toBe('application/json');
  expect(post?.headers.get('X-CSRF-TOKEN')).toBe('token-1');
  expect(await post?.json()).toEqual({ quantity: 2 });
  expect(paths()).toEqual(['GET /cart?format=json', 'POST /cart/item/7']);
});

test('requests include credentials, so the browser sends its cookies to the site address', async () => {
  const inits: (RequestInit | undefined)[] = [];
  const recording = createSiteApiClient({
    baseUrl: BASE,
    fetch: (input, init) => {
      inits.push(init);
      return fetch(input, init);
    },
  });
  await recording.getCart();
  expect(inits[0]?.credentials).toBe('include');
});

test('add to cart sends a quantity of 1 by default', async () => {
  await client.addToCart('42', { csrf });
  expect(await seen[0]?.json()).toEqual({ quantity: 1 });
});

test.each([...RETRY_STATUSES])('a GET answered %i is retried exactly once', async (status) => {
  server.use(http.get(`${BASE}/cart`, () => new HttpResponse(null, { status })));
  const failure = await client.getCart().catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(SiteApiError);
  expect(failure).toMatchObject({ statusCode: status, call: 'cart' });
  expect(paths()).toEqual(['GET /cart?format=json', 'GET /cart?format=json']);
});

test('a GET that succeeds on its retry resolves', async () => {
  server.use(
    http.get(`${BASE}/cart`, () => new HttpResponse(null, { status: 503 }), { once: true }),
  );
  await expect(client.getCart()).resolves.toEqual(cart);
  expect(seen).toHaveLength(2);
});

test.each([400, 404])('a GET answered %i is not retried', async (status) => {
  server.use(http.get(`${BASE}/cart`, () => new HttpResponse(null, { status })));
  await expect(client.getCart()).rejects.toMatchObject({ statusCode: status });
  expect(seen).toHaveLength(1);
});

test('a POST is never retried', async () => {
  server.use(http.post(`${BASE}/cart/item/:id`, () => new HttpResponse(null, { status: 503 })));
  await expect(client.addToCart(7, { csrf })).rejects.toMatchObject({
    statusCode: 503,
    call: 'add-to-cart',
  });
  expect(seen).toHaveLength(1);
});

test('errors keep the server message; a network error is a 500', async () => {
  server.use(
    http.post(`${BASE}/cart/item/:id`, () =>
      HttpResponse.json({ statusCode: 403, message: 'Invalid CSRF token/data.' }, { status: 403 }),
    ),
    http.get(`${BASE}/csrf`, () => HttpResponse.error()),
  );
  const forbidden = await client.addToCart(7, { csrf }).catch((error: unknown) => error);
  expect(forbidden).toBeInstanceOf(Error);
  expect(forbidden).toMatchObject({
    statusCode: 403,
    message: '[site-api] add-to-cart: Invalid CSRF token/data.',
  });
  await expect(client.getCsrf()).rejects.toMatchObject({ statusCode: 500, call: 'csrf' });
});

test('an answer that breaks its contract fails the call with one log line naming the field', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.get(`${BASE}/cart`, () =>
      HttpResponse.json({ lines: [{ ...cart.lines[0], quantity: 'two' }] }),
    ),
  );
  await expect(client.getCart()).rejects.toMatchObject({ statusCode: 502, call: 'cart' });
  expect(logged).toHaveBeenCalledTimes(1);
  expect(String(logged.mock.calls[0]?.[0])).toMatch(
    /^\[site-api\] cart: response violates contract at lines\.0\.quantity: /,
  );
});

test('countries: all, or shipping only', async () => {
  await client.getCountries();
  await client.getCountries({ type: 'shipping' });
  expect(paths()).toEqual([
    'GET /geography/countries?format=json',
    'GET /geography/countries?format=json&type=shipping',
  ]);
});

test('the other calls use the paths of SPEC.md 7', async () => {
  server.use(
    http.get(`${BASE}/product/sku/:sku`, ({ params }) =>
      HttpResponse.json({ id: 1, sku: params.sku, name: 'Omega' }),
    ),
  );
  await client.getCurrentUser();
  await client.getProduct('LN-OMEGA-60');
  await client.getProducts(['LN-A', 'LN-B']);
  await client.reportReferral('friend 42');
  await client.subscribeNewsletter(
    { lists: ['footer-opt-ins'], messages: [], marketingChannel: true, email: 'a@b.co' },
    csrf,
  );
  await client.subscribeSms(
    { phoneNumber: '5551234567', marketingTexts: true, transactionalTexts: false },
    csrf,
  );
  expect(paths()).toEqual([
    'GET /account/data/me',
    'GET /product/sku/LN-OMEGA-60',
    'GET /products/skus?skus=LN-A&skus=LN-B',
    'POST /customer/referrer/friend%2042',
    'POST /email/multi/subscribe',
    'POST /sms/subscribe',
  ]);
  expect(await seen[3]?.text()).toBe('');
  expect(seen[4]?.headers.get('X-CSRF-TOKEN')).toBe('token-1');
  expect(await seen[5]?.json()).toEqual({
    phoneNumber: '5551234567',
    marketingTexts: true,
    transactionalTexts: false,
  });
});

test('no request for an empty SKU list or blank search input', async () => {
  await expect(client.getProducts([])).resolves.toEqual([]);
  await expect(client.getSearchSuggestions('')).resolves.toEqual([]);
  expect(seen).toHaveLength(0);
});

test('search suggestions answer the category names', async () => {
  await expect(client.getSearchSuggestions('vitamin d')).resolves.toEqual(['Products', 'Articles']);
  expect(paths()).toEqual(['GET /search?q=vitamin+d&format=json']);
});

test.each([
  ['https://www.lumen-nutrition.com', undefined, 'https://www.lumen-nutrition.com'],
  ['https://lumen-nutrition.com', 'https://shop.example', 'https://lumen-nutrition.com'],
  [
    'https://preview.example.net',
    'https://www.lumen-nutrition.com',
    'https://www.lumen-nutrition.com',
  ],
  ['http://localhost:3000', undefined, 'http://localhost:3000'],
  [
    'https://evil-lumen-nutrition.com',
    'https://www.lumen-nutrition.com',
    'https://www.lumen-nutrition.com',
  ],
])('the site-API base for %s (public url %s) is %s', (origin, sitePublicUrl, expected) => {
  expect(resolveSiteApiBase({ origin, productDomain: 'lumen-nutrition.com', sitePublicUrl })).toBe(
    expected,
  );
});

test('the server client forwards the shopper cookie to the configured site API', async () => {
  server.use(
    http.get('https://site-api.mock.local/account/data/me', () =>
      HttpResponse.json({ enabled: true }),
    ),
  );
  await expect(createServerSiteApi('mock-session=abc').getCurrentUser()).resolves.toMatchObject({
    enabled: true,
  });
  expect(seen[0]?.url).toBe('https://site-api.mock.local/account/data/me');
  expect(seen[0]?.headers.get('cookie')).toBe('mock-session=abc');
});
