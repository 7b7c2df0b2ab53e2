import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createCsrf } from '../../../fixtures/csrf.ts';
import { fullCart } from '../../../fixtures/cart.ts';
import { createProduct } from '../../../fixtures/products.ts';
import { createSiteApiClient, resolveSiteApiBase, SiteApiError } from './client.ts';

const BASE = 'https://api.test';
const api = createSiteApiClient({ baseUrl: BASE });

type Seen = { method: string; url: URL; headers: Headers; body: string };
const seen: Seen[] = [];

const server = setupServer(
  http.get(`${BASE}/cart`, () => HttpResponse.json(fullCart)),
  http.get(`${BASE}/csrf`, () => HttpResponse.json(createCsrf())),
  http.get(`${BASE}/products/skus`, () => HttpResponse.json([createProduct()])),
  http.get(`${BASE}/geography/countries`, () => HttpResponse.json([])),
  http.get(`${BASE}/search`, () =>
    HttpResponse.json({ page: { resultsAvailableFor: ['Products', 'Articles'] } }),
  ),
  http.post(`${BASE}/cart/item/:productId`, () => HttpResponse.json(fullCart)),
  http.post(`${BASE}/customer/referrer/:code`, () => new HttpResponse(null, { status: 204 })),
  http.post(`${BASE}/email/multi/subscribe`, () => HttpResponse.json({ status: 'subscribed' })),
  http.post(`${BASE}/sms/subscribe`, () => HttpResponse.json({ status: 'subscribed' })),
);
server.events.on('request:start', ({ request }) => {
  const copy = request.clone();
  const entry: Seen = {
    method: request.method,
    url: new URL(request.url),
    headers: request.headers,
    body: '',
  };
  seen.push(entry);
  void copy.text().then((text) => (entry.body = text));
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

test('every request carries the site-API headers and the cookies (credentials: include)', async () => {
  // node's fetch drops `credentials` before msw sees the request, so it is read on the way out
  const credentials: unknown[] = [];
  const recording = createSiteApiClient({
    baseUrl: BASE,
    fetch: (input, init) => {
      credentials.push(init?.credentials);
      return fetch(input, init);
    },
  });
  await recording.getCart();
  await recording.addToCart(1001, { csrf: createCsrf() });
  expect(credentials).toEqual(['include', 'include']);
  expect(seen).toHaveLength(2);
  for (const request of seen) {
    expect(request.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(request.headers.get('x-nuxt-request-from')).toBe('client');
  }
  const post = seen[1];
  expect(post?.headers.get('content-type')).toBe('application/json');
  expect(post?.headers.get('X-CSRF-TOKEN')).toBe('csrf-fixture-token');
  await vi.waitFor(() => expect(post?.body).toBe('{"quantity":1}'));
});

test('client headers are sent with every call, e.g. the shopper cookie on the server', async () => {
  const withCookie = createSiteApiClient({
    baseUrl: `${BASE}/`,
    headers: { cookie: 'mock-session=abc' },
  });
  await withCookie.getCsrf();
  expect(seen[0]?.headers.get('cookie')).toBe('mock-session=abc');
  expect(seen[0]?.url.href).toBe(`${BASE}/csrf`);
});

test.each([408, 409, 425, 429, 500, 502, 503, 504])(
  'a GET answered %i is retried exactly once',
  async (status) => {
    server.use(http.get(`${BASE}/cart`, () => HttpResponse.json({}, { status })));
    const failure = await api.getCart().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SiteApiError);
    expect(failure).toMatchObject({ statusCode: status, call: 'cart' });
    expect(seen.map((request) => request.method)).toEqual(['GET', 'GET']);
  },
);

test('a GET that succeeds on the retry resolves', async () => {
  server.use(
    http.get(`${BASE}/cart`, () => HttpResponse.json({}, { status: 503 }), { once: true }),
  );
  await expect(api.getCart()).resolves.toEqual(fullCart);
  expect(seen).toHaveLength(2);
});

test.each([400, 404])('a GET answered %i is not retried', async (status) => {
  server.use(http.get(`${BASE}/cart`, () => HttpResponse.json({}, { status })));
  await expect(api.getCart()).rejects.toMatchObject({ statusCode: status });
  expect(seen).toHaveLength(1);
});

test('a POST is never retried', async () => {
  server.use(http.post(`${BASE}/cart/item/:id`, () => HttpResponse.json({}, { status: 503 })));
  await expect(api.addToCart(1001, { csrf: createCsrf() })).rejects.toMatchObject({
    statusCode: 503,
    call: 'addToCart',
  });
  expect(seen).toHaveLength(1);
});

test('errors carry the status and the server message; a network error defaults to 500', async () => {
  server.use(
    http.get(`${BASE}/product/sku/:sku`, () =>
      HttpResponse.json({ statusCode: 404, message: 'No product with SKU NOPE' }, { status: 404 }),
    ),
    http.get(`${BASE}/csrf`, () => HttpResponse.error()),
  );
  const missing = await api.getProduct('NOPE').catch((error: unknown) => error);
  expect(missing).toBeInstanceOf(SiteApiError);
  expect(missing).toMatchObject({ statusCode: 404, call: 'product' });
  expect((missing as Error).message).toBe('[site-api] product: No product with SKU NOPE');
  await expect(api.getCsrf()).rejects.toMatchObject({ statusCode: 500, call: 'csrf' });
});

test('a response that breaks its contract fails the call with one log line naming the field', async () => {
  const log = vi.mocked(console.error).mockImplementation(() => {});
  server.use(
    http.get(`${BASE}/cart`, () =>
      HttpResponse.json({
        lines: [{ productId: 1, sku: 'A', name: 'A', subtotal: '$1.00', quantity: 'two' }],
      }),
    ),
  );
  await expect(api.getCart()).rejects.toMatchObject({ statusCode: 502, call: 'cart' });
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0]?.[0]).toMatch(
    /^\[site-api\] cart: response violates contract at lines\.0\.quantity: /,
  );
});

test('calls use the paths and query strings of docs/behaviour.md#calls', async () => {
  await api.getCountries();
  await api.getCountries({ type: 'shipping' });
  await api.getProducts(['LN-A', 'LN-B']);
  await api.getSearchSuggestions('omega 3');
  await api.reportReferral('AFF 1/2');
  expect(seen.map(({ method, url }) => `${method} ${url.pathname}${url.search}`)).toEqual([
    'GET /geography/countries?format=json',
    'GET /geography/countries?format=json&type=shipping',
    'GET /products/skus?skus=LN-A&skus=LN-B',
    'GET /search?q=omega+3&format=json',
    'POST /customer/referrer/AFF%201%2F2',
  ]);
  expect(seen[4]?.headers.get('content-type')).toBeNull();
});

test('search suggestions resolve to the category names', async () => {
  await expect(api.getSearchSuggestions('omega')).resolves.toEqual(['Products', 'Articles']);
});

test('products for no SKUs resolve to [] without a request', async () => {
  await expect(api.getProducts([])).resolves.toEqual([]);
  expect(seen).toEqual([]);
});

test('subscriptions post their JSON body with the CSRF header', async () => {
  const csrf = createCsrf({ token: 'abc' });
  await api.subscribeNewsletter(
    { lists: ['footer-opt-ins'], messages: [], marketingChannel: true, email: 'a@b.co' },
    csrf,
  );
  await api.subscribeSms(
    { phoneNumber: '5551234567', marketingTexts: true, transactionalTexts: false },
    csrf,
  );
  expect(seen.map(({ url }) => url.pathname)).toEqual(['/email/multi/subscribe', '/sms/subscribe']);
  expect(seen.map(({ headers }) => headers.get('x-csrf-token'))).toEqual(['abc', 'abc']);
  await vi.waitFor(() =>
    expect(seen.map(({ body }) => JSON.parse(body) as unknown)).toEqual([
      { lists: ['footer-opt-ins'], messages: [], marketingChannel: true, email: 'a@b.co' },
      { phoneNumber: '5551234567', marketingTexts: true, transactionalTexts: false },
    ]),
  );
});

test('the browser calls its own origin on the product domain, else the site address', () => {
  const productDomain = 'lumen-nutrition.com';
  const sitePublicUrl = 'https://www.lumen-nutrition.com';
  expect(
    resolveSiteApiBase({ origin: 'https://lumen-nutrition.com', productDomain, sitePublicUrl }),
  ).toBe('https://lumen-nutrition.com');
  expect(
    resolveSiteApiBase({ origin: 'https://ca.lumen-nutrition.com', productDomain, sitePublicUrl }),
  ).toBe('https://ca.lumen-nutrition.com');
  expect(
    resolveSiteApiBase({
      origin: 'https://evil-lumen-nutrition.com',
      productDomain,
      sitePublicUrl,
    }),
  ).toBe(sitePublicUrl);
  expect(
    resolveSiteApiBase({ origin: 'https://preview.example.net', productDomain, sitePublicUrl }),
  ).toBe(sitePublicUrl);
  expect(resolveSiteApiBase({ origin: 'http://localhost:3000', productDomain })).toBe(
    'http://localhost:3000',
  );
});
