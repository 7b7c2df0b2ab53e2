import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact';
import { expect, test } from 'vitest';
import { createSiteApiClient, SiteApiError } from '../../src/lib/site-api/client.ts';
import { createPact, PROVIDERS, SITE_HEADERS } from './pact-setup.ts';

const { like, eachLike, regex, integer, boolean, fromProviderState, matchStatus } = MatchersV3;

/**
 * What the storefront needs from the site API (docs/behaviour.md#calls), each interaction driven by
 * our own client. Matchers mark what a backend may vary; literals are what we rely on.
 */
const pact = createPact(PROVIDERS.siteApi);

const api = (url: string) => createSiteApiClient({ baseUrl: url });

// every call from the storefront carries these (docs/behaviour.md#calls)
const CSRF_HEADER = 'X-CSRF-TOKEN';
// the token the provider issued in the state 'a CSRF token is issued for the session'
const issuedToken = fromProviderState('${csrfToken}', 'csrf-token-from-the-provider');
const EXAMPLE_CSRF = { headerName: CSRF_HEADER, token: 'csrf-token-from-the-provider' };

// US dollars, or Canadian ones (CA$) for a Canadian session: the storefront shows either as written
const PRICE = /^(CA)?\$\d{1,3}(,\d{3})*\.\d{2}$/;

const cartLine = {
  productId: like(1001),
  sku: like('LN-OMEGA3-60'),
  name: like('Omega-3 Fish Oil'),
  subtotal: regex(PRICE, '$34.00'),
  quantity: integer(1),
};

const product = {
  id: like(1001),
  sku: 'LN-OMEGA3-60',
  name: like('Omega-3 Fish Oil'),
  url: like('/products/dp/omega-3'),
  price: regex(PRICE, '$34.00'),
  primaryImageUrl: like('/images/products/omega-3.svg'),
  shortDescription: like('Triglyceride-form EPA and DHA for heart and brain health.'),
  reviewSummary: { reviewCount: integer(1264), averageRating: MatchersV3.number(4.8) },
};

const countryLocale = {
  localeCode: regex(/^[a-z]{2}[-_][A-Z]{2}$/, 'en-US'),
  country: {
    code: regex(/^[A-Z]{2}$/, 'US'),
    name: like('United States'),
    taiaEnabled: boolean(true),
    testingEnabled: boolean(true),
    professionEnabled: boolean(true),
    shippingEnabled: true,
  },
};

test('current user: an anonymous visitor is not enabled', async () => {
  await pact
    .addInteraction()
    .given('an anonymous visitor')
    .uponReceiving('a request for the current user')
    .withRequest('GET', '/account/data/me', (request) => request.headers(SITE_HEADERS))
    .willRespondWith(200, (response) => response.jsonBody({ enabled: false }))
    .executeTest(async (server) => {
      await expect(api(server.url).getCurrentUser()).resolves.toMatchObject({ enabled: false });
    });
});

test('current user: a logged-in customer with name, initials and roles', async () => {
  await pact
    .addInteraction()
    .given('a logged-in customer')
    .uponReceiving('a request for the current user from a logged-in customer')
    .withRequest('GET', '/account/data/me', (request) => request.headers(SITE_HEADERS))
    .willRespondWith(200, (response) =>
      response.jsonBody({
        enabled: true,
        customerId: like(40213),
        timeZone: like('America/New_York'),
        locale: regex(/^[a-z]{2}-[A-Z]{2}$/, 'en-US'),
        priceGroup: like('RETAIL'),
        isAffiliateClient: boolean(false),
        data: {
          initials: like('JR'),
          name: like('Jordan Rivera'),
          authorities: eachLike({ authority: regex(/^ROLE_[A-Z_]+$/, 'ROLE_CUSTOMER') }),
        },
      }),
    )
    .executeTest(async (server) => {
      const user = await api(server.url).getCurrentUser();
      expect(user.enabled).toBe(true);
      expect(user.data?.authorities).toEqual([{ authority: 'ROLE_CUSTOMER' }]);
    });
});

test('CSRF: the session is issued a header name and a token', async () => {
  await pact
    .addInteraction()
    .given('a CSRF token is issued for the session')
    .uponReceiving('a request for the CSRF token')
    .withRequest('GET', '/csrf', (request) => request.headers(SITE_HEADERS))
    .willRespondWith(200, (response) =>
      response.jsonBody({
        headerName: like(CSRF_HEADER),
        token: like('csrf-token-from-the-provider'),
      }),
    )
    .executeTest(async (server) => {
      await expect(api(server.url).getCsrf()).resolves.toEqual(EXAMPLE_CSRF);
    });
});

test('cart: an empty cart has no lines', async () => {
  await pact
    .addInteraction()
    .given('the cart is empty')
    .uponReceiving('a request for an empty cart')
    .withRequest('GET', '/cart', (request) =>
      request.query({ format: 'json' }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (response) => response.jsonBody({ lines: [] }))
    .executeTest(async (server) => {
      await expect(api(server.url).getCart()).resolves.toEqual({ lines: [] });
    });
});

test('cart: a full cart lists lines with a formatted subtotal and a quantity', async () => {
  await pact
    .addInteraction()
    .given('the cart has items')
    .uponReceiving('a request for a cart with items')
    .withRequest('GET', '/cart', (request) =>
      request.query({ format: 'json' }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (response) => response.jsonBody({ lines: eachLike(cartLine) }))
    .executeTest(async (server) => {
      const cart = await api(server.url).getCart();
      expect(cart.lines[0]).toMatchObject({ sku: 'LN-OMEGA3-60', quantity: 1 });
    });
});

test('add to cart with the issued CSRF token is accepted', async () => {
  await pact
    .addInteraction()
    .given('a CSRF token is issued for the session')
    .given('a product with id 1001 exists')
    .uponReceiving('a request to add one product to the cart with a valid CSRF token')
    .withRequest('POST', '/cart/item/1001', (request) =>
      request.headers({ ...SITE_HEADERS, [CSRF_HEADER]: issuedToken }).jsonBody({ quantity: 1 }),
    )
    // the storefront refetches the cart and reads nothing of this answer but its status
    .willRespondWith(200)
    .executeTest(async (server) => {
      await expect(
        api(server.url).addToCart(1001, { csrf: EXAMPLE_CSRF }),
      ).resolves.toBeUndefined();
    });
});

test('add to cart without the CSRF token the session was issued is refused with 403', async () => {
  await pact
    .addInteraction()
    // its own state, so a stub can tell this request from the accepted one by state alone
    .given('no CSRF token is issued for the session')
    .given('a product with id 1001 exists')
    .uponReceiving('a request to add to the cart with a CSRF token the session was not issued')
    .withRequest('POST', '/cart/item/1001', (request) =>
      request
        .headers({ ...SITE_HEADERS, [CSRF_HEADER]: 'a-token-never-issued' })
        .jsonBody({ quantity: 1 }),
    )
    .willRespondWith(403)
    .executeTest(async (server) => {
      const refused = await api(server.url)
        .addToCart(1001, { csrf: { headerName: CSRF_HEADER, token: 'a-token-never-issued' } })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(SiteApiError);
      expect(refused).toMatchObject({ statusCode: 403 });
    });
});

test('one product by SKU', async () => {
  await pact
    .addInteraction()
    .given('a product with SKU LN-OMEGA3-60 exists')
    .uponReceiving('a request for the product with SKU LN-OMEGA3-60')
    .withRequest('GET', '/product/sku/LN-OMEGA3-60', (request) => request.headers(SITE_HEADERS))
    .willRespondWith(200, (response) => response.jsonBody(product))
    .executeTest(async (server) => {
      const found = await api(server.url).getProduct('LN-OMEGA3-60');
      expect(found).toMatchObject({ sku: 'LN-OMEGA3-60', price: '$34.00' });
    });
});

test('an unknown SKU is not found', async () => {
  await pact
    .addInteraction()
    .given('no product has SKU LN-NOPE')
    .uponReceiving('a request for the product with the unknown SKU LN-NOPE')
    .withRequest('GET', '/product/sku/LN-NOPE', (request) => request.headers(SITE_HEADERS))
    .willRespondWith(404)
    .executeTest(async (server) => {
      await expect(api(server.url).getProduct('LN-NOPE')).rejects.toMatchObject({
        statusCode: 404,
      });
    });
});

test('several products by SKU', async () => {
  await pact
    .addInteraction()
    .given('products with SKUs LN-OMEGA3-60 and LN-VITD3K2-60 exist')
    .uponReceiving('a request for the products with SKUs LN-OMEGA3-60 and LN-VITD3K2-60')
    .withRequest('GET', '/products/skus', (request) =>
      request.query({ skus: ['LN-OMEGA3-60', 'LN-VITD3K2-60'] }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (response) =>
      response.jsonBody(eachLike({ ...product, sku: regex(/^LN-[A-Z0-9-]+$/, 'LN-OMEGA3-60') })),
    )
    .executeTest(async (server) => {
      const found = await api(server.url).getProducts(['LN-OMEGA3-60', 'LN-VITD3K2-60']);
      expect(found.map((each) => each.sku)).toEqual(['LN-OMEGA3-60']);
    });
});

test('all countries', async () => {
  await pact
    .addInteraction()
    .given('countries are configured')
    .uponReceiving('a request for all countries')
    .withRequest('GET', '/geography/countries', (request) =>
      request.query({ format: 'json' }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (response) =>
      response.jsonBody(
        eachLike({
          ...countryLocale,
          country: { ...countryLocale.country, shippingEnabled: boolean(true) },
        }),
      ),
    )
    .executeTest(async (server) => {
      const locales = await api(server.url).getCountries();
      expect(locales[0]?.country.code).toBe('US');
    });
});

test('shipping countries only', async () => {
  await pact
    .addInteraction()
    .given('countries are configured')
    .uponReceiving('a request for the shipping countries')
    .withRequest('GET', '/geography/countries', (request) =>
      request.query({ format: 'json', type: 'shipping' }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (response) => response.jsonBody(eachLike(countryLocale)))
    .executeTest(async (server) => {
      const locales = await api(server.url).getCountries({ type: 'shipping' });
      expect(locales.every((locale) => locale.country.shippingEnabled)).toBe(true);
    });
});

test('search suggestions name the categories with results', async () => {
  await pact
    .addInteraction()
    .given('the search has results for "omega"')
    .uponReceiving('a request for search suggestions for "omega"')
    .withRequest('GET', '/search', (request) =>
      request.query({ q: 'omega', format: 'json' }).headers(SITE_HEADERS),
    )
    .willRespondWith(200, (response) =>
      response.jsonBody({ page: { resultsAvailableFor: eachLike('Products') } }),
    )
    .executeTest(async (server) => {
      await expect(api(server.url).getSearchSuggestions('omega')).resolves.toEqual(['Products']);
    });
});

test('newsletter subscription with the issued CSRF token', async () => {
  const body = {
    lists: ['footer-opt-ins'],
    messages: [],
    marketingChannel: true,
    email: 'ada@example.com',
  };
  await pact
    .addInteraction()
    .given('a CSRF token is issued for the session')
    .uponReceiving('a newsletter subscription from the footer')
    .withRequest('POST', '/email/multi/subscribe', (request) =>
      request.headers({ ...SITE_HEADERS, [CSRF_HEADER]: issuedToken }).jsonBody(body),
    )
    .willRespondWith(matchStatus(200, HTTPResponseStatusClass.Success))
    .executeTest(async (server) => {
      await expect(
        api(server.url).subscribeNewsletter(body, EXAMPLE_CSRF),
      ).resolves.toBeUndefined();
    });
});

test('SMS subscription with the issued CSRF token', async () => {
  const body = { phoneNumber: '5551234567', marketingTexts: true, transactionalTexts: false };
  await pact
    .addInteraction()
    .given('a CSRF token is issued for the session')
    .uponReceiving('an SMS opt-in')
    .withRequest('POST', '/sms/subscribe', (request) =>
      request.headers({ ...SITE_HEADERS, [CSRF_HEADER]: issuedToken }).jsonBody(body),
    )
    .willRespondWith(matchStatus(200, HTTPResponseStatusClass.Success))
    .executeTest(async (server) => {
      await expect(api(server.url).subscribeSms(body, EXAMPLE_CSRF)).resolves.toBeUndefined();
    });
});

test('a referral code is reported without a body', async () => {
  await pact
    .addInteraction()
    .given('an anonymous visitor')
    .uponReceiving('a referral report for the code AFF-123')
    .withRequest('POST', '/customer/referrer/AFF-123', (request) => request.headers(SITE_HEADERS))
    .willRespondWith(matchStatus(204, HTTPResponseStatusClass.Success))
    .executeTest(async (server) => {
      await expect(api(server.url).reportReferral('AFF-123')).resolves.toBeUndefined();
    });
});
