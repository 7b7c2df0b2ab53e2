import { http, HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import {
  AddToCartRequestSchema,
  NewsletterSubscribeRequestSchema,
  SmsSubscribeRequestSchema,
  type Product,
} from '../../contracts/site-api.ts';
import { countries } from '../../fixtures/countries.ts';
import {
  findProductById,
  findProductBySku,
  inCanadianDollars,
  inPriceGroup,
  products,
} from '../../fixtures/products.ts';
import { suggestionsFor } from '../../fixtures/search.ts';
import type { Config } from '../../src/lib/config.ts';
import { chooseLocale, toKnownLocales } from '../../src/lib/locale.ts';
import { currencyFor } from '../../src/lib/price.ts';
import { endpoint, errorResponse, type MockRequest, type MockResolver } from './mock-request.ts';
import { dataKeyOf } from '../state/mock-state.ts';
import { initialCartOf } from '../state/mock-users.ts';
import { addToCart, openSession, recordSubscription } from '../session/store.ts';

const sessionOf = (mock: MockRequest) =>
  openSession(mock.sessionId, dataKeyOf(mock.state), initialCartOf(mock.state));

/**
 * A site API prices in the session's currency, by the locale rule the storefront follows
 * (docs/behaviour.md#states): the locale the shopper chose, else the account's, else en-US.
 * An anonymous shopper who picks Canada is priced in CAD like a Canadian customer. A
 * signed-in shopper's own calls are priced for the shopper's price group.
 */
const pricedFor = (mock: MockRequest, request?: Request) => {
  const locale = chooseLocale({
    known: toKnownLocales(countries),
    cookie: mock.localeCookie,
    user: mock.user,
  });
  // a shared page's render has no session: it gets the public prices, whatever the state,
  // unless it names the price group of the document it renders (docs/decisions/026-price-context.md)
  const group =
    mock.withSession && mock.user.enabled
      ? mock.user.priceGroup
      : (new URL(request?.url ?? 'http://x/').searchParams.get('priceGroup') ?? undefined);
  return (product: Product) => {
    const priced = inPriceGroup(product, group);
    return currencyFor(locale) === 'CAD' ? inCanadianDollars(priced) : priced;
  };
};

const hasValidCsrf = (request: Request, mock: MockRequest) => {
  const { headerName, token } = sessionOf(mock).csrf;
  return request.headers.get(headerName) === token;
};

const readJson = async (request: Request): Promise<unknown> => {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
};

const INVALID_CSRF = 'Invalid CSRF token/data.';

/**
 * A subscription: CSRF first (403), then the body by its contract (400), then a
 * failure on demand so QA can see the error toast (500), else it is recorded.
 */
const subscribe =
  <Schema extends z.ZodMiniType>(
    kind: 'newsletter' | 'sms',
    schema: Schema,
    failsOn: (body: z.infer<Schema>) => boolean,
  ) =>
  async ({ request }: { request: Request }, mock: MockRequest) => {
    if (!hasValidCsrf(request, mock)) {
      return errorResponse(403, INVALID_CSRF);
    }
    const body = schema.safeParse(await readJson(request));
    if (!body.success) {
      return errorResponse(400, body.error.issues.map((issue) => issue.message).join('; '));
    }
    if (failsOn(body.data)) {
      return errorResponse(500, `The ${kind} service failed (mock failure on demand)`);
    }
    recordSubscription({ kind, sessionId: mock.sessionId, payload: body.data });
    return HttpResponse.json({ status: 'subscribed' });
  };

/** The site API of docs/behaviour.md#calls, with state per mock session. */
export const siteApiHandlers = (config: Config, withMock: MockResolver) => {
  const url = (path: string) => endpoint(config.siteApiUrl, path);
  return [
    http.post(
      url('/customer/referrer/:refCode'),
      withMock('site-api.referral', ({ request }) => {
        // QA (and the browser tests) read reported referral codes in the server's log
        console.log(`[mocks] referral reported: ${new URL(request.url).pathname}`);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.get(
      url('/account/data/me'),
      withMock('site-api.user', (_info, { user }) => HttpResponse.json(user)),
    ),
    http.get(
      url('/csrf'),
      withMock('site-api.csrf', (_info, mock) => HttpResponse.json(sessionOf(mock).csrf)),
    ),
    http.get(
      url('/cart'),
      withMock('site-api.cart', ({ request }, mock) =>
        new URL(request.url).searchParams.get('format') === 'json'
          ? HttpResponse.json(sessionOf(mock).cart)
          : errorResponse(400, 'The cart answers JSON only with format=json'),
      ),
    ),
    http.post<{ productId: string }>(
      url('/cart/item/:productId'),
      withMock<{ productId: string }>('site-api.add-to-cart', async ({ request, params }, mock) => {
        if (!hasValidCsrf(request, mock)) {
          return errorResponse(403, INVALID_CSRF);
        }
        const body = AddToCartRequestSchema.safeParse(await readJson(request));
        if (!body.success) {
          return errorResponse(400, 'The body must be {quantity} with a quantity of 1 or more');
        }
        const product = findProductById(params.productId);
        if (!product) {
          return errorResponse(404, `No product with id ${params.productId}`);
        }
        return HttpResponse.json(
          addToCart(sessionOf(mock), pricedFor(mock)(product), body.data.quantity),
        );
      }),
    ),
    http.get(
      url('/geography/countries'),
      withMock('site-api.countries', ({ request }) => {
        const shippingOnly = new URL(request.url).searchParams.get('type') === 'shipping';
        return HttpResponse.json(
          shippingOnly ? countries.filter((locale) => locale.country.shippingEnabled) : countries,
        );
      }),
    ),
    http.get<{ sku: string }>(
      url('/product/sku/:sku'),
      withMock<{ sku: string }>('site-api.product', ({ params, request }, mock) => {
        const product = findProductBySku(params.sku);
        return product
          ? HttpResponse.json(pricedFor(mock, request)(product))
          : errorResponse(404, `No product with SKU ${params.sku}`);
      }),
    ),
    http.get(
      url('/products/skus'),
      withMock('site-api.products', ({ request }, mock) => {
        const wanted = new Set(new URL(request.url).searchParams.getAll('skus'));
        return HttpResponse.json(
          products.filter((product) => wanted.has(product.sku)).map(pricedFor(mock, request)),
        );
      }),
    ),
    http.get(
      url('/search'),
      withMock('site-api.search', ({ request }) => {
        const query = new URL(request.url).searchParams;
        return query.get('format') === 'json'
          ? HttpResponse.json(suggestionsFor(query.get('q') ?? ''))
          : errorResponse(400, 'Search suggestions answer JSON only with format=json');
      }),
    ),
    http.post(
      url('/email/multi/subscribe'),
      withMock(
        'site-api.newsletter',
        subscribe('newsletter', NewsletterSubscribeRequestSchema, (body) =>
          body.email.includes('fail'),
        ),
      ),
    ),
    http.post(
      url('/sms/subscribe'),
      withMock(
        'site-api.sms',
        subscribe('sms', SmsSubscribeRequestSchema, (body) => body.phoneNumber === '0000000000'),
      ),
    ),
  ];
};
