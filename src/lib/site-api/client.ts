import type * as z from 'zod/mini';
import {
  ChooseVariationsResponseSchema,
  type TrackEvent,
} from '../../../contracts/personalisation.ts';
import {
  CartSchema,
  CountriesSchema,
  CsrfSchema,
  ErrorBodySchema,
  ProductSchema,
  ProductsSchema,
  SearchSuggestionsSchema,
  UserSchema,
  type Csrf,
  type NewsletterSubscribeRequest,
  type SmsSubscribeRequest,
} from '../../../contracts/site-api.ts';

/**
 * The site API of docs/behaviour.md#calls, for the server and the browser alike: it must not
 * import anything node-only, since the browser module builds on it.
 */

/** A failed site-API call, whatever went wrong: HTTP status, network, or contract. */
export class SiteApiError extends Error {
  override name = 'SiteApiError';
  readonly statusCode: number;
  readonly call: string;

  constructor(call: string, statusCode: number, message: string, options?: ErrorOptions) {
    super(`[site-api] ${call}: ${message}`, options);
    this.call = call;
    this.statusCode = statusCode;
  }
}

/** docs/behaviour.md#calls and #constants: a GET is retried once on exactly these statuses. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const DEFAULT_STATUS = 500;
// our own status for "the backend answered something we cannot use"
const CONTRACT_VIOLATION_STATUS = 502;

/**
 * The address the browser calls: its own origin when that is on the product domain
 * (cookies then go first-party), else the configured site address, else its origin.
 */
export const resolveSiteApiBase = ({
  origin,
  productDomain,
  sitePublicUrl,
}: {
  origin: string;
  productDomain: string;
  sitePublicUrl?: string | undefined;
}) => {
  const { hostname } = new URL(origin);
  const domain = productDomain.toLowerCase();
  const onProductDomain = hostname === domain || hostname.endsWith(`.${domain}`);
  return onProductDomain ? origin : (sitePublicUrl ?? origin);
};

type Fetch = typeof fetch;

export type SiteApiClientOptions = {
  baseUrl: string;
  headers?: Record<string, string>;
  fetch?: Fetch;
  /** ends every call of this client (a page's time box, its client gone) */
  signal?: AbortSignal | undefined;
};

type Call<Schema extends z.ZodMiniType | undefined> = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** ends the call, retry included (a caller's time box) */
  signal?: AbortSignal;
  schema: Schema;
};

const readErrorMessage = async (response: Response) => {
  const body = ErrorBodySchema.safeParse(await response.json().catch(() => undefined));
  return (body.success ? body.data.message : undefined) ?? `HTTP ${response.status}`;
};

const csrfHeader = (csrf: Csrf) => ({ [csrf.headerName]: csrf.token });

/**
 * The answer's JSON; text that is not JSON reads as nothing (a contract violation). An
 * answer that could not be read to its end (cut off, over the size cap, aborted) fails
 * the call as a request failure.
 */
const readJson = async (name: string, response: Response): Promise<unknown> => {
  const text = await response.text().catch((error: unknown) => {
    throw new SiteApiError(name, DEFAULT_STATUS, 'answer not read', { cause: error });
  });
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

export const createSiteApiClient = ({
  baseUrl,
  headers = {},
  fetch: doFetch,
  signal: clientSignal,
}: SiteApiClientOptions) => {
  const root = baseUrl.replace(/\/+$/, '');
  // looked up per call so that msw (or any later patch of fetch) sees the request
  const send: Fetch = doFetch ?? ((input, init) => globalThis.fetch(input, init));

  const attempt = async (call: Call<z.ZodMiniType | undefined>) => {
    const signal = call.signal ?? clientSignal;
    try {
      return await send(`${root}${call.path}`, {
        method: call.method,
        credentials: 'include',
        headers: {
          accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'X-Nuxt-Request-From': 'client',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
          ...call.headers,
        },
        ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw new SiteApiError(call.name, DEFAULT_STATUS, 'request failed', { cause: error });
    }
  };

  async function request<Schema extends z.ZodMiniType>(
    call: Call<Schema>,
  ): Promise<z.output<Schema>>;
  async function request(call: Call<undefined>): Promise<void>;
  async function request(call: Call<z.ZodMiniType | undefined>): Promise<unknown> {
    let response = await attempt(call);
    if (call.method === 'GET' && RETRY_STATUSES.has(response.status)) {
      await response.body?.cancel();
      response = await attempt(call);
    }
    if (!response.ok) {
      throw new SiteApiError(
        call.name,
        response.status || DEFAULT_STATUS,
        await readErrorMessage(response),
      );
    }
    if (!call.schema) {
      // an answer nobody reads would hold its socket until the backend ends it
      await response.body?.cancel();
      return undefined;
    }
    const parsed = call.schema.safeParse(await readJson(call.name, response));
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      const where = issue && issue.path.length > 0 ? issue.path.join('.') : '(root)';
      const message = `response violates contract at ${where}: ${issue?.message ?? 'invalid'}`;
      console.error(`[site-api] ${call.name}: ${message}`);
      throw new SiteApiError(call.name, CONTRACT_VIOLATION_STATUS, message, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return {
    getCurrentUser: () =>
      request({ name: 'currentUser', method: 'GET', path: '/account/data/me', schema: UserSchema }),

    getCsrf: () => request({ name: 'csrf', method: 'GET', path: '/csrf', schema: CsrfSchema }),

    getCart: () =>
      request({ name: 'cart', method: 'GET', path: '/cart?format=json', schema: CartSchema }),

    getCountries: ({ type }: { type?: 'shipping' } = {}) =>
      request({
        name: 'countries',
        method: 'GET',
        path: `/geography/countries?${new URLSearchParams({ format: 'json', ...(type ? { type } : {}) })}`,
        schema: CountriesSchema,
      }),

    // `priceGroup`: a shared document's group, asked server to server without a session
    // (docs/decisions/026-price-context.md)
    getProduct: (sku: string, { priceGroup }: { priceGroup?: string | undefined } = {}) =>
      request({
        name: 'product',
        method: 'GET',
        path: `/product/sku/${encodeURIComponent(sku)}${priceGroup ? `?${new URLSearchParams({ priceGroup })}` : ''}`,
        schema: ProductSchema,
      }),

    getProducts: async (
      skus: readonly string[],
      { priceGroup }: { priceGroup?: string | undefined } = {},
    ) =>
      skus.length === 0
        ? []
        : request({
            name: 'products',
            method: 'GET',
            path: `/products/skus?${new URLSearchParams([
              ...skus.map((sku) => ['skus', sku]),
              ...(priceGroup ? [['priceGroup', priceGroup]] : []),
            ])}`,
            schema: ProductsSchema,
          }),

    addToCart: (
      productId: string | number,
      { quantity = 1, csrf }: { quantity?: number; csrf: Csrf },
    ) =>
      request({
        name: 'addToCart',
        method: 'POST',
        path: `/cart/item/${encodeURIComponent(productId)}`,
        body: { quantity },
        headers: csrfHeader(csrf),
        // docs/behaviour.md#calls: the product refetches the cart rather than read this answer
        schema: undefined,
      }),

    // docs/behaviour.md#calls: the personalisation service's paths are on the site API, under a fixed
    // segment naming the provider
    chooseVariations: (
      provider: string,
      query: URLSearchParams,
      { headers, signal }: { headers?: Record<string, string>; signal?: AbortSignal } = {},
    ) =>
      request({
        name: 'chooseVariations',
        method: 'GET',
        path: `/${provider}/ab/choose-variations?${query}`,
        ...(headers ? { headers } : {}),
        ...(signal ? { signal } : {}),
        schema: ChooseVariationsResponseSchema,
      }),

    // docs/behaviour.md#calls: the answer is not shown, so it is not read
    trackEvents: (provider: string, events: readonly TrackEvent[]) =>
      request({
        name: 'trackEvents',
        method: 'POST',
        path: `/${provider}/track-events`,
        body: events,
        schema: undefined,
      }),

    // docs/behaviour.md#calls: the answer is not read
    reportReferral: (refCode: string) =>
      request({
        name: 'referral',
        method: 'POST',
        path: `/customer/referrer/${encodeURIComponent(refCode)}`,
        schema: undefined,
      }),

    getSearchSuggestions: async (query: string) => {
      const suggestions = await request({
        name: 'searchSuggestions',
        method: 'GET',
        path: `/search?${new URLSearchParams({ q: query, format: 'json' })}`,
        schema: SearchSuggestionsSchema,
      });
      return suggestions.page.resultsAvailableFor;
    },

    // docs/behaviour.md#calls: the body of a subscription answer is not shown, so it is not read
    subscribeNewsletter: (body: NewsletterSubscribeRequest, csrf: Csrf) =>
      request({
        name: 'newsletterSubscribe',
        method: 'POST',
        path: '/email/multi/subscribe',
        body,
        headers: csrfHeader(csrf),
        schema: undefined,
      }),

    subscribeSms: (body: SmsSubscribeRequest, csrf: Csrf) =>
      request({
        name: 'smsSubscribe',
        method: 'POST',
        path: '/sms/subscribe',
        body,
        headers: csrfHeader(csrf),
        schema: undefined,
      }),
  };
};

export type SiteApiClient = ReturnType<typeof createSiteApiClient>;
