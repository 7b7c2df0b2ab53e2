import { resolve } from 'node:path';
import { HTTPResponseStatusClass, MatchersV3, PactV4 } from '@pact-foundation/pact';
import { expect, test } from 'vitest';
import { createSiteApiClient, SiteApiError } from '../../src/lib/site-api/client.ts';

/**
 * What storefront-web needs from the site API (SPEC.md 7), driven through our own
 * client. Only the fields the storefront reads are in the contract; matchers leave the
 * values to the backend wherever any value of the type would do.
 */

const { like, eachLike, regex, integer, string, boolean, email, matchStatus } = MatchersV3;

const pact = new PactV4({
  consumer: 'storefront-web',
  provider: 'storefront-site-api',
  dir: resolve(import.meta.dirname, '../pacts'),
  logLevel: 'warn',
});

const SITE_HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'X-Nuxt-Request-From': 'client' };
const JSON_BODY = { ...SITE_HEADERS, 'content-type': 'application/json' };
const CSRF = { headerName: 'X-CSRF-TOKEN', token: 'csrf-fixture-token' };
const CSRF_STATE = 'a CSRF token is issued';
const SUCCESS = matchStatus(200, HTTPResponseStatusClass.Success);

const MONEY = regex(/^\$\d{1,3}(,\d{3})*\.\d{2}$/, '$39.00');

const cartLine = {
  productId: integer(1001),
  sku: string('LN-OMEGA3-60'),
  name: string('Omega-3 Fish Oil'),
  subtotal: MONEY,
  quantity: integer(2),
};

const product = {
  id: integer(1001),
  sku: string('LN-OMEGA3-60'),
  name: string('Omega-3 Fish Oil'),
  url: string('/products/dp/omega-3'),
  price: MONEY,
  primaryImageUrl: string('/images/products/omega-3.svg'),
  shortDescription: string('High-potency EPA and DHA.'),
  reviewSummary: { reviewCount: integer(128), averageRating: MatchersV3.decimal(4.5) },
};

const countryLocale = {
  localeCode: regex(/^[a-z]{2}[-_][A-Z]{2}$/, 'en-US'),
  country: {
    code: regex(/^[A-Z]{2}$/, 'US'),
    name: string('United States'),
    taiaEnabled: boolean(true),
    testingEnabled: boolean(true),
    professionEnabled: boolean(true),
    shippingEnabled: boolean(true),
  },
};

const clientFor = (url: string) => createSiteApiClient({ baseUrl: url });

test('current user: an anonymous visitor', async () => {
  await pact
    .addInteraction()
    .given('an anonymous visitor')
    .uponReceiving('a request for the current user')
    .withRequest('GET', '/account/data/me', (builder) => builder.headers(SITE_HEADERS))
    .willRespondWith(200, (builder) => builder.jsonBody({ enabled: false }))
    .executeTest(async ({ url }) => {
      await expect(clientFor(url).getCurrentUser()).resolves.toMatchObject({ enabled: false });
    });
});

test('current user: a logged-in customer', async () => {
  await pact
    .addInteraction()
    .given('a logged-in customer')
    .uponReceiving('a request for the current user of a logged-in customer')
    .withRequest('GET', '/account/data/me', (builder) => builder.headers(SITE_HEADERS))
    .willRespondWith(200, (builder) =>
      builder.jsonBody({
        enabled: true,
        loggedIn: true,
        customerId: integer(40213),
        timeZone: string('America/New_York'),
        locale: regex(/^[a-z]{2}[-_][A-Z]{2}$/, 'en-US'),
        priceGroup: string('RETAIL'),
        isAffiliateClient: boolean(false),
        data: {
          initials: string('JR'),
          name: string('Jordan Rivera'),
          authorities: eachLike({ authority: string('ROLE_CUSTOMER') }),
        },
      }),
    )
    .executeTest(async ({ url }) => {
      const user = await clientFor(url).getCurrentUser();
      expect(user.enabled).toBe(true);
      expect(user.data?.authorities).toEqual([{ authority: 'ROLE_CUSTOMER' }]);
    });
});

test('CSRF token', async () => {
  await pact
    .addInteraction()
    .given(CSRF_STATE, CSRF)
    .uponReceiving('a request for a CSRF token')
    .withRequest('GET', '/csrf', (builder) => builder.headers(SITE_HEADERS))
    .willRespondWith(200, (builder) => builder.jsonBody(like(CSRF)))
    .executeTest(async ({ url }) => {
      await expect(clientFor(url).getCsrf()).resolves.toEqual(CSRF);
    });
});

test('cart: empty', async () => {
  await pact
    .addInteraction()
    .given('the cart is empty')
    .uponReceiving('a request for an empty cart')
    .withRequest('GET', '/cart', (builder) =>
      builder.query({ format: 'json' }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (builder) => builder.jsonBody({ lines: [] }))
    .executeTest(async ({ url }) => {
      await expect(clientFor(url).getCart()).resolves.toEqual({ lines: [] });
    });
});

test('cart: with items', async () => {
  await pact
    .addInteraction()
    .given('the cart has items')
    .uponReceiving('a request for a cart with items')
    .withRequest('GET', '/cart', (builder) =>
      builder.query({ format: 'json' }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (builder) => builder.jsonBody({ lines: eachLike(cartLine) }))
    .executeTest(async ({ url }) => {
      const cart = await clientFor(url).getCart();
      expect(cart.lines[0]).toMatchObject({ sku: 'LN-OMEGA3-60', quantity: 2 });
    });
});

test('add to cart with a valid CSRF token', async () => {
  await pact
    .addInteraction()
    .given(CSRF_STATE, CSRF)
    .given('a product with id 1001 exists')
    .uponReceiving('an add to cart with a valid CSRF token')
    .withRequest('POST', '/cart/item/1001', (builder) =>
      builder.headers({ ...JSON_BODY, [CSRF.headerName]: CSRF.token }).jsonBody({ quantity: 2 }),
    )
    .willRespondWith(200, (builder) => builder.jsonBody({ lines: eachLike(cartLine) }))
    .executeTest(async ({ url }) => {
      const cart = await clientFor(url).addToCart(1001, { quantity: 2, csrf: CSRF });
      expect(cart.lines[0]?.productId).toBe(1001);
    });
});

test('add to cart without a valid CSRF token is refused', async () => {
  await pact
    .addInteraction()
    .given('no CSRF token is issued')
    .given('a product with id 1001 exists')
    .uponReceiving('an add to cart with a CSRF token that was not issued')
    .withRequest('POST', '/cart/item/1001', (builder) =>
      builder
        .headers({ ...JSON_BODY, [CSRF.headerName]: 'not-issued-token' })
        .jsonBody({ quantity: 1 }),
    )
    .willRespondWith(403)
    .executeTest(async ({ url }) => {
      const failure = await clientFor(url)
        .addToCart(1001, { csrf: { ...CSRF, token: 'not-issued-token' } })
        .catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SiteApiError);
      expect(failure).toMatchObject({ statusCode: 403 });
    });
});

test('one product: found', async () => {
  await pact
    .addInteraction()
    .given('a product with SKU LN-OMEGA3-60 exists')
    .uponReceiving('a request for a product by SKU')
    .withRequest('GET', '/product/sku/LN-OMEGA3-60', (builder) => builder.headers(SITE_HEADERS))
    .willRespondWith(200, (builder) => builder.jsonBody(product))
    .executeTest(async ({ url }) => {
      await expect(clientFor(url).getProduct('LN-OMEGA3-60')).resolves.toMatchObject({
        sku: 'LN-OMEGA3-60',
        reviewSummary: { averageRating: 4.5 },
      });
    });
});

test('one product: not found', async () => {
  await pact
    .addInteraction()
    .given('no product has SKU LN-UNKNOWN')
    .uponReceiving('a request for a product by an unknown SKU')
    .withRequest('GET', '/product/sku/LN-UNKNOWN', (builder) => builder.headers(SITE_HEADERS))
    .willRespondWith(404)
    .executeTest(async ({ url }) => {
      await expect(clientFor(url).getProduct('LN-UNKNOWN')).rejects.toMatchObject({
        statusCode: 404,
      });
    });
});

test('several products by SKU', async () => {
  await pact
    .addInteraction()
    .given('products with SKUs LN-OMEGA3-60 and LN-VITD3K2-60 exist')
    .uponReceiving('a request for products by SKUs')
    .withRequest('GET', '/products/skus', (builder) =>
      builder.query({ skus: ['LN-OMEGA3-60', 'LN-VITD3K2-60'] }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (builder) => builder.jsonBody(eachLike(product)))
    .executeTest(async ({ url }) => {
      const products = await clientFor(url).getProducts(['LN-OMEGA3-60', 'LN-VITD3K2-60']);
      expect(products[0]?.sku).toBe('LN-OMEGA3-60');
    });
});

test('countries: all', async () => {
  await pact
    .addInteraction()
    .given('the site sells in the US and Canada')
    .uponReceiving('a request for all countries')
    .withRequest('GET', '/geography/countries', (builder) =>
      builder.query({ format: 'json' }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (builder) => builder.jsonBody(eachLike(countryLocale)))
    .executeTest(async ({ url }) => {
      const countries = await clientFor(url).getCountries();
      expect(countries[0]?.country.code).toBe('US');
    });
});

test('countries: shipping only', async () => {
  await pact
    .addInteraction()
    .given('the site sells in the US and Canada')
    .uponReceiving('a request for the shipping countries')
    .withRequest('GET', '/geography/countries', (builder) =>
      builder.query({ format: 'json', type: 'shipping' }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (builder) =>
      builder.jsonBody(
        eachLike({
          ...countryLocale,
          country: { ...countryLocale.country, shippingEnabled: true },
        }),
      ),
    )
    .executeTest(async ({ url }) => {
      const countries = await clientFor(url).getCountries({ type: 'shipping' });
      expect(countries.every((locale) => locale.country.shippingEnabled)).toBe(true);
    });
});

test('search suggestions', async () => {
  await pact
    .addInteraction()
    .given('search has results for omega')
    .uponReceiving('a request for search suggestions')
    .withRequest('GET', '/search', (builder) =>
      builder.query({ q: 'omega', format: 'json' }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (builder) =>
      builder.jsonBody({ page: { resultsAvailableFor: eachLike(string('Products')) } }),
    )
    .executeTest(async ({ url }) => {
      await expect(clientFor(url).getSearchSuggestions('omega')).resolves.toEqual(['Products']);
    });
});

test('newsletter subscription', async () => {
  await pact
    .addInteraction()
    .given(CSRF_STATE, CSRF)
    .uponReceiving('a newsletter subscription from the footer')
    .withRequest('POST', '/email/multi/subscribe', (builder) =>
      builder.headers({ ...JSON_BODY, [CSRF.headerName]: CSRF.token }).jsonBody({
        lists: ['footer-opt-ins'],
        messages: [],
        marketingChannel: true,
        email: email('jordan@example.com'),
      }),
    )
    .willRespondWith(SUCCESS)
    .executeTest(async ({ url }) => {
      await clientFor(url).subscribeNewsletter(
        {
          lists: ['footer-opt-ins'],
          messages: [],
          marketingChannel: true,
          email: 'jordan@example.com',
        },
        CSRF,
      );
    });
});

test('SMS subscription', async () => {
  await pact
    .addInteraction()
    .given('a logged-in customer')
    .given(CSRF_STATE, CSRF)
    .uponReceiving('an SMS opt-in')
    .withRequest('POST', '/sms/subscribe', (builder) =>
      builder.headers({ ...JSON_BODY, [CSRF.headerName]: CSRF.token }).jsonBody({
        phoneNumber: regex(/^\d{10}$/, '5551234567'),
        marketingTexts: boolean(true),
        transactionalTexts: boolean(false),
      }),
    )
    .willRespondWith(SUCCESS)
    .executeTest(async ({ url }) => {
      await clientFor(url).subscribeSms(
        { phoneNumber: '5551234567', marketingTexts: true, transactionalTexts: false },
        CSRF,
      );
    });
});

test('referral report', async () => {
  await pact
    .addInteraction()
    .given('an anonymous visitor')
    .uponReceiving('a referral code report')
    .withRequest('POST', '/customer/referrer/FRIEND42', (builder) => builder.headers(SITE_HEADERS))
    .willRespondWith(matchStatus(204, HTTPResponseStatusClass.Success))
    .executeTest(async ({ url }) => {
      await clientFor(url).reportReferral('FRIEND42');
    });
});
