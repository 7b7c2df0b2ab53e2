import type { z } from 'zod';
import {
  AddToCartResponseSchema,
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
 * The site API of SPEC.md section 7, for the server and the browser alike: one
 * function per call, every answer parsed by its contract before anyone sees it.
 */

/** SPEC.md 9: a GET is retried once on these. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);

/** Contract violations answer 502: the backend sent something we cannot use. */
const CONTRACT_VIOLATION_STATUS = 502;

export class SiteApiError extends Error {
  override name = 'SiteApiError';
  readonly statusCode: number;
  /** the call that failed, e.g. 'cart' */
  readonly call: string;

  constructor(call: string, statusCode: number, message: string, options?: ErrorOptions) {
    super(`[site-api] ${call}: ${message}`, options);
    this.call = call;
    this.statusCode = statusCode;
  }
}

/**
 * The browser's site-API base (SPEC.md 7): its own origin on the product's domain
 * (or a subdomain of it), else the configured public site address, else its own origin.
 */
export const resolveSiteApiBase = ({
  origin,
  productDomain,
  sitePublicUrl,
}: {
  origin: string;
  productDomain: string;
  sitePublicUrl?: string | undefined;
}): string => {
  const { hostname } = new URL(origin);
  const domain = productDomain.toLowerCase();
  if (hostname === domain || hostname.endsWith(`.${domain}`)) {
    return origin;
  }
  return sitePublicUrl ?? origin;
};

type Fetch = typeof fetch;

export type SiteApiClientOptions = {
  baseUrl: string;
  /** sent with every request, e.g. the shopper's cookie header on the server */
  headers?: Record<string, string>;
  fetch?: Fetch;
};

type Request = {
  call: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  csrf?: Csrf;
};

const describeIssue = (error: z.ZodError) => {
  const [first] = error.issues;
  const path = first && first.path.length > 0 ? first.path.join('.') : '(root)';
  const more = error.issues.length > 1 ? ` (and ${error.issues.length - 1} more)` : '';
  return `${path}: ${first?.message ?? 'invalid'}${more}`;
};

export const createSiteApiClient = ({
  baseUrl,
  headers = {},
  fetch: fetchFn,
}: SiteApiClientOptions) => {
  const base = baseUrl.replace(/\/+$/, '');
  // looked up per call, not captured, so a fetch installed later (msw, tests) is used
  const doFetch: Fetch = fetchFn ?? ((input, init) => globalThis.fetch(input, init));

  const send = async ({ call, method, path, body, csrf }: Request): Promise<Response> => {
    const init: RequestInit = {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        ...headers,
        'X-Requested-With': 'XMLHttpRequest',
        'X-Nuxt-Request-From': 'client',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(csrf ? { [csrf.headerName]: csrf.token } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    };
    const attempt = async () => {
      try {
        return await doFetch(`${base}${path}`, init);
      } catch (error) {
        throw new SiteApiError(call, 500, 'request failed', { cause: error });
      }
    };
    let response = await attempt();
    if (method === 'GET' && RETRY_STATUSES.has(response.status)) {
      await response.body?.cancel();
      response = await attempt();
    }
    if (!response.ok) {
      const answer = ErrorBodySchema.safeParse(await response.json().catch(() => undefined));
      const statusCode = response.status || 500;
      const message = (answer.success && answer.data.message) || `failed with ${statusCode}`;
      throw new SiteApiError(call, statusCode, message);
    }
    return response;
  };

  const request = async <Schema extends z.ZodType>(
    schema: Schema,
    spec: Request,
  ): Promise<z.infer<Schema>> => {
    const response = await send(spec);
    const payload: unknown = await response.json().catch(() => undefined);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const where = payload === undefined ? '(root): not JSON' : describeIssue(parsed.error);
      // one line per violation, naming the call and the field, so the backend team can act
      console.error(`[site-api] ${spec.call}: response violates contract at ${where}`);
      throw new SiteApiError(spec.call, CONTRACT_VIOLATION_STATUS, 'response violates contract', {
        cause: parsed.error,
      });
    }
    return parsed.data;
  };

  /** For calls whose answer is not read (SPEC.md 7). */
  const post = async (spec: Omit<Request, 'method'>): Promise<void> => {
    await send({ ...spec, method: 'POST' });
  };

  return {
    getCurrentUser: () =>
      request(UserSchema, { call: 'current-user', method: 'GET', path: '/account/data/me' }),

    getCsrf: () => request(CsrfSchema, { call: 'csrf', method: 'GET', path: '/csrf' }),

    getCart: () => request(CartSchema, { call: 'cart', method: 'GET', path: '/cart?format=json' }),

    getCountries: ({ type }: { type?: 'shipping' } = {}) =>
      request(CountriesSchema, {
        call: 'countries',
        method: 'GET',
        path: `/geography/countries?format=json${type ? `&type=${type}` : ''}`,
      }),

    getProduct: (sku: string) =>
      request(ProductSchema, {
        call: 'product',
        method: 'GET',
        path: `/product/sku/${encodeURIComponent(sku)}`,
      }),

    getProducts: async (skus: readonly string[]) => {
      if (skus.length === 0) {
        return [];
      }
      const query = new URLSearchParams(skus.map((sku) => ['skus', sku]));
      return request(ProductsSchema, {
        call: 'products',
        method: 'GET',
        path: `/products/skus?${query.toString()}`,
      });
    },

    addToCart: (
      productId: string | number,
      { quantity = 1, csrf }: { quantity?: number; csrf: Csrf },
    ) =>
      request(AddToCartResponseSchema, {
        call: 'add-to-cart',
        method: 'POST',
        path: `/cart/item/${encodeURIComponent(String(productId))}`,
        body: { quantity },
        csrf,
      }),

    reportReferral: (refCode: string) =>
      post({ call: 'referral', path: `/customer/referrer/${encodeURIComponent(refCode)}` }),

    /** The category names with results; no request for blank input (SPEC.md 5). */
    getSearchSuggestions: async (query: string): Promise<string[]> => {
      if (query.trim() === '') {
        return [];
      }
      const search = new URLSearchParams({ q: query, format: 'json' });
      const answer = await request(SearchSuggestionsSchema, {
        call: 'search-suggestions',
        method: 'GET',
        path: `/search?${search.toString()}`,
      });
      return answer.page.resultsAvailableFor;
    },

    subscribeNewsletter: (body: NewsletterSubscribeRequest, csrf: Csrf) =>
      post({ call: 'newsletter', path: '/email/multi/subscribe', body, csrf }),

    subscribeSms: (body: SmsSubscribeRequest, csrf: Csrf) =>
      post({ call: 'sms', path: '/sms/subscribe', body, csrf }),
  };
};

export type SiteApiClient = ReturnType<typeof createSiteApiClient>;
