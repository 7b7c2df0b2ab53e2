import { expect, test } from 'vitest';
import {
  CartSchema,
  CountriesSchema,
  CsrfSchema,
  ProductSchema,
  ProductsSchema,
  SearchSuggestionsSchema,
} from '../../contracts/site-api.ts';
import { readSubscriptions } from '../session/store.ts';
import { cookieHeader, installMockServer } from '../server/test-server.ts';

const { config } = installMockServer();
const api = (path: string) => `${config.siteApiUrl}${path}`;

const csrfFor = async (cookie: string) =>
  CsrfSchema.parse(await (await fetch(api('/csrf'), { headers: { cookie } })).json());

const addToCart = (
  cookie: string,
  productId: string | number,
  headers: Record<string, string>,
  quantity = 1,
) =>
  fetch(api(`/cart/item/${productId}`), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ quantity }),
  });

const readCart = async (cookie: string) =>
  CartSchema.parse(await (await fetch(api('/cart?format=json'), { headers: { cookie } })).json());

test('a call without a mock session is issued one with Set-Cookie', async () => {
  const response = await fetch(api('/csrf'));
  expect(response.status).toBe(200);
  const [cookie] = response.headers.getSetCookie();
  expect(cookie).toMatch(/^mock-session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
});

test('the CSRF token is issued per session and stays the same within it', async () => {
  const first = await csrfFor(cookieHeader('session-a'));
  expect(first.headerName).toBe('X-CSRF-TOKEN');
  expect((await csrfFor(cookieHeader('session-a'))).token).toBe(first.token);
  expect((await csrfFor(cookieHeader('session-b'))).token).not.toBe(first.token);
});

test('add to cart is refused with 403 without the CSRF header or with a wrong token', async () => {
  const cookie = cookieHeader('no-csrf');
  const { headerName } = await csrfFor(cookie);
  const without = await addToCart(cookie, 1001, {});
  expect(without.status).toBe(403);
  expect(await without.json()).toMatchObject({ message: 'Invalid CSRF token/data.' });
  expect((await addToCart(cookie, 1001, { [headerName]: 'forged' })).status).toBe(403);
  expect((await readCart(cookie)).lines).toEqual([]);
});

test('the cart grows: a new product adds a line, the same product increments it', async () => {
  const cookie = cookieHeader('shopper');
  const { headerName, token } = await csrfFor(cookie);
  const csrf = { [headerName]: token };
  expect((await addToCart(cookie, 1001, csrf)).status).toBe(200);
  await addToCart(cookie, 1002, csrf, 2);
  const answer = CartSchema.parse(await (await addToCart(cookie, 1001, csrf, 2)).json());
  expect(answer.lines).toEqual([
    {
      productId: 1001,
      sku: 'LN-OMEGA3-60',
      name: 'Omega-3 Fish Oil',
      subtotal: '$102.00',
      quantity: 3,
    },
    {
      productId: 1002,
      sku: 'LN-VITD3K2-60',
      name: 'Vitamin D3 + K2',
      subtotal: '$48.00',
      quantity: 2,
    },
  ]);
  expect(await readCart(cookie)).toEqual(answer);
  expect((await readCart(cookieHeader('someone-else'))).lines).toEqual([]);
});

test('add to cart answers 404 for an unknown product and 400 for a bad quantity', async () => {
  const cookie = cookieHeader('errors');
  const { headerName, token } = await csrfFor(cookie);
  expect((await addToCart(cookie, 999999, { [headerName]: token })).status).toBe(404);
  expect((await addToCart(cookie, 1001, { [headerName]: token }, 0)).status).toBe(400);
});

test('the cart answers JSON only with format=json', async () => {
  expect((await fetch(api('/cart'))).status).toBe(400);
});

test('countries: US without a domain and Canada as en_CA with its own flags', async () => {
  const all = CountriesSchema.parse(
    await (await fetch(api('/geography/countries?format=json'))).json(),
  );
  expect(all.map((locale) => [locale.localeCode, locale.domain, locale.country.code])).toEqual([
    ['en-US', null, 'US'],
    ['en_CA', null, 'CA'],
  ]);
  expect(all[1]?.country).toMatchObject({
    taiaEnabled: false,
    testingEnabled: false,
    professionEnabled: true,
  });
  const shipping = CountriesSchema.parse(
    await (await fetch(api('/geography/countries?format=json&type=shipping'))).json(),
  );
  expect(shipping).toHaveLength(2);
});

test('products by SKU: one (404 when unknown) and several (unknown ones left out)', async () => {
  const one = ProductSchema.parse(await (await fetch(api('/product/sku/LN-OMEGA3-60'))).json());
  expect(one).toMatchObject({
    name: 'Omega-3 Fish Oil',
    price: '$34.00',
    primaryImageUrl: '/images/products/omega-3.svg',
  });
  expect((await fetch(api('/product/sku/NOPE'))).status).toBe(404);
  const several = ProductsSchema.parse(
    await (await fetch(api('/products/skus?skus=LN-OMEGA3-60&skus=LN-ZINC-90&skus=NOPE'))).json(),
  );
  expect(several.map((product) => product.sku)).toEqual(['LN-OMEGA3-60', 'LN-ZINC-90']);
});

test("products are priced in the session's currency: its locale cookie, else the account's", async () => {
  const priceFor = async (cookie: string) =>
    ProductSchema.parse(
      await (await fetch(api('/product/sku/LN-OMEGA3-60'), { headers: { cookie } })).json(),
    ).price;
  expect(await priceFor(cookieHeader('anonymous'))).toBe('$34.00');
  expect(await priceFor(`${cookieHeader('anonymous')}; locale=en-CA`)).toBe('CA$47.00');
  expect(await priceFor(cookieHeader('canadian', 'canada'))).toBe('CA$47.00');
  // the chosen locale outranks the account's
  expect(await priceFor(`${cookieHeader('canadian', 'canada')}; locale=en-US`)).toBe('$34.00');
  const several = ProductsSchema.parse(
    await (
      await fetch(api('/products/skus?skus=LN-OMEGA3-60'), {
        headers: { cookie: `${cookieHeader('anonymous')}; locale=en-CA` },
      })
    ).json(),
  );
  expect(several.map((product) => product.price)).toEqual(['CA$47.00']);
});

test('a cart line added in a Canadian session is in CAD', async () => {
  const cookie = `${cookieHeader('cart-in-canada')}; locale=en-CA`;
  const { headerName, token } = await csrfFor(cookie);
  expect((await addToCart(cookie, 1001, { [headerName]: token }, 2)).status).toBe(200);
  expect((await readCart(cookie)).lines).toMatchObject([
    { sku: 'LN-OMEGA3-60', subtotal: 'CA$94.00' },
  ]);
});

test('search suggestions depend on the query and are empty for gibberish', async () => {
  const search = async (q: string) =>
    SearchSuggestionsSchema.parse(
      await (await fetch(api(`/search?q=${encodeURIComponent(q)}&format=json`))).json(),
    ).page.resultsAvailableFor;
  expect(await search('omega')).toEqual(['Products', 'Articles', 'Ingredients']);
  expect(await search('sleep')).toEqual(['Articles', 'Videos', 'Podcasts']);
  expect(await search('xqzvbnm')).toEqual([]);
});

test('the referral report answers 204', async () => {
  expect((await fetch(api('/customer/referrer/FRIEND10'), { method: 'POST' })).status).toBe(204);
});

const post = (path: string, cookie: string, headers: Record<string, string>, body: unknown) =>
  fetch(api(path), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

test('newsletter: CSRF required, body validated, "fail" e-mails answer 500, others are recorded', async () => {
  const cookie = cookieHeader('newsletter');
  const { headerName, token } = await csrfFor(cookie);
  const body = {
    lists: ['footer-opt-ins'],
    messages: [],
    marketingChannel: true,
    email: 'ada@example.com',
  };
  expect((await post('/email/multi/subscribe', cookie, {}, body)).status).toBe(403);
  const csrf = { [headerName]: token };
  expect(
    (await post('/email/multi/subscribe', cookie, csrf, { ...body, email: 'nope' })).status,
  ).toBe(400);
  expect(
    (await post('/email/multi/subscribe', cookie, csrf, { ...body, email: 'fail@example.com' }))
      .status,
  ).toBe(500);
  expect((await post('/email/multi/subscribe', cookie, csrf, body)).status).toBe(200);
  expect(readSubscriptions()).toEqual([
    { kind: 'newsletter', sessionId: 'newsletter', payload: body },
  ]);
});

test('SMS: CSRF required, 10 digits required, 0000000000 answers 500, others are recorded', async () => {
  const cookie = cookieHeader('sms');
  const { headerName, token } = await csrfFor(cookie);
  const csrf = { [headerName]: token };
  const body = { phoneNumber: '5551234567', marketingTexts: true, transactionalTexts: false };
  expect((await post('/sms/subscribe', cookie, {}, body)).status).toBe(403);
  expect(
    (await post('/sms/subscribe', cookie, csrf, { ...body, phoneNumber: '555-1234' })).status,
  ).toBe(400);
  expect(
    (await post('/sms/subscribe', cookie, csrf, { ...body, phoneNumber: '0000000000' })).status,
  ).toBe(500);
  expect((await post('/sms/subscribe', cookie, csrf, body)).status).toBe(200);
  expect(readSubscriptions()).toEqual([{ kind: 'sms', sessionId: 'sms', payload: body }]);
});
