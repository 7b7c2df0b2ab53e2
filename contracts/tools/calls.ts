import type * as z from 'zod/v4/core';
import { BACKEND_CALLS, type BackendCall } from '../calls.ts';
import { ChooseVariationsResponseSchema, TrackEventsRequestSchema } from '../personalisation.ts';
import {
  AddToCartRequestSchema,
  CartSchema,
  CountriesSchema,
  CsrfSchema,
  NewsletterSubscribeRequestSchema,
  ProductSchema,
  ProductsSchema,
  SearchSuggestionsSchema,
  SmsSubscribeRequestSchema,
  UserSchema,
} from '../site-api.ts';
import { PROVIDERS } from '../pact/pact-setup.ts';

/**
 * Every call the storefront makes to a provider with a pact: the path its client calls
 * (docs/behaviour.md#calls), the zod schemas of what it sends and reads, and what the
 * storefront does when the call fails (docs/behaviour.md#failures). The contract guide and
 * the OpenAPI documents are written from this list and the pact files, so a call added to a
 * client without an entry here fails their tests.
 */

export type ProviderName = (typeof PROVIDERS)[keyof typeof PROVIDERS];

export interface Parameter {
  name: string;
  required: boolean;
  /** JSON Schema of the value */
  schema: Record<string, unknown>;
  description?: string;
}

export interface Call {
  provider: ProviderName;
  /** its name in the storefront's one catalogue of calls (contracts/calls.ts) */
  call: BackendCall;
  /** what it is, as docs/behaviour.md#calls says */
  name: string;
  method: 'GET' | 'POST';
  /** OpenAPI path template */
  path: string;
  pathParameters?: Parameter[];
  query?: Parameter[];
  /** beyond the headers every call carries */
  csrf?: boolean;
  requestBody?: z.$ZodType;
  /**
   * status -> the schema of the body the storefront reads, or undefined when it reads none;
   * `emptyLists`: the pact's JSON paths of lists its states fill that another answer may
   * leave empty (the storefront handles it: docs/behaviour.md#failures), so the OpenAPI
   * document gives them no `minItems`; the value says when
   */
  responses: Record<
    number,
    { description: string; body?: z.$ZodType; emptyLists?: Record<string, string> }
  >;
  ifItFails: string;
}

const string = { type: 'string' };
const FORMAT_JSON: Parameter = {
  name: 'format',
  required: true,
  schema: { type: 'string', enum: ['json'] },
};
// a shared document of a price group is rendered without a session: its prices are asked
// server to server by group (docs/decisions/026-price-context.md)
const PRICE_GROUP: Parameter = {
  name: 'priceGroup',
  required: false,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  description:
    "the price group to price for, sent only by the storefront's servers with no session: the prices of that group instead of the public ones",
};
const PERSONALISATION_SEGMENT: Parameter = {
  name: 'provider',
  required: true,
  schema: { type: 'string', example: 'dy' },
  description: 'the personalisation provider segment the storefront is configured with',
};

const ENTRIES: Omit<Call, 'name'>[] = [
  {
    provider: PROVIDERS.siteApi,
    call: 'site-api.user',
    method: 'GET',
    path: '/account/data/me',
    responses: { 200: { description: 'the visitor, logged in or not', body: UserSchema } },
    ifItFails: 'The page renders as for a logged-out visitor.',
  },
  {
    provider: PROVIDERS.siteApi,
    call: 'site-api.csrf',
    method: 'GET',
    path: '/csrf',
    responses: {
      200: { description: 'the header name and token to send', body: CsrfSchema },
      204: { description: 'no token is issued to this session: nothing that needs one is sent' },
    },
    ifItFails:
      "Nothing is sent that needs it: add to cart shows 'Failed to add to cart', newsletter and SMS show 'CSRF token missing'.",
  },
  {
    provider: PROVIDERS.siteApi,
    call: 'site-api.cart',
    method: 'GET',
    path: '/cart',
    query: [FORMAT_JSON],
    responses: { 200: { description: 'the cart lines', body: CartSchema } },
    ifItFails: 'The cart badge keeps the count the browser stored.',
  },
  {
    provider: PROVIDERS.siteApi,
    call: 'site-api.add-to-cart',
    method: 'POST',
    path: '/cart/item/{productId}',
    pathParameters: [{ name: 'productId', required: true, schema: string }],
    csrf: true,
    requestBody: AddToCartRequestSchema,
    responses: {
      200: { description: 'added; the storefront reads the cart again, not this answer' },
      403: { description: 'the CSRF token is not the one the session was issued' },
    },
    ifItFails: "Toast 'Failed to add to cart'.",
  },
  {
    provider: PROVIDERS.siteApi,
    call: 'site-api.countries',
    method: 'GET',
    path: '/geography/countries',
    query: [
      FORMAT_JSON,
      { name: 'type', required: false, schema: { type: 'string', enum: ['shipping'] } },
    ],
    responses: {
      200: {
        description: 'the country locales',
        body: CountriesSchema,
        emptyLists: { $: 'when no country is configured (or none ships, with type=shipping)' },
      },
    },
    ifItFails: "Logged as 'Unable to fetch locales'; the page goes on.",
  },
  {
    provider: PROVIDERS.siteApi,
    call: 'site-api.product',
    method: 'GET',
    path: '/product/sku/{sku}',
    pathParameters: [{ name: 'sku', required: true, schema: string }],
    query: [PRICE_GROUP],
    responses: {
      200: { description: 'the product', body: ProductSchema },
      404: { description: 'no product has this SKU' },
    },
    ifItFails: 'The block that shows the product renders without it.',
  },
  {
    provider: PROVIDERS.siteApi,
    call: 'site-api.products',
    method: 'GET',
    path: '/products/skus',
    query: [
      { name: 'skus', required: true, schema: { type: 'array', items: string } },
      PRICE_GROUP,
    ],
    responses: {
      200: {
        description: 'the products found, in no promised order; unknown SKUs are left out',
        body: ProductsSchema,
        emptyLists: { $: 'when no SKU asked for is known' },
      },
    },
    ifItFails:
      "The carousels and comparisons render without the products. Asked with a signed-in shopper's cookies (the prices of a price group of its own): the shopper sees the public prices.",
  },
  {
    provider: PROVIDERS.siteApi,
    call: 'site-api.search',
    method: 'GET',
    path: '/search',
    query: [{ name: 'q', required: true, schema: string }, FORMAT_JSON],
    responses: {
      200: {
        description: 'the categories with results',
        body: SearchSuggestionsSchema,
        emptyLists: { '$.page.resultsAvailableFor': 'when nothing matches the text' },
      },
    },
    ifItFails: 'No suggestions; nothing else changes.',
  },
  {
    provider: PROVIDERS.siteApi,
    call: 'site-api.newsletter',
    method: 'POST',
    path: '/email/multi/subscribe',
    csrf: true,
    requestBody: NewsletterSubscribeRequestSchema,
    responses: { 200: { description: 'subscribed; any 2xx will do, the answer is not read' } },
    ifItFails: "Toast 'Unable to submit email'.",
  },
  {
    provider: PROVIDERS.siteApi,
    call: 'site-api.sms',
    method: 'POST',
    path: '/sms/subscribe',
    csrf: true,
    requestBody: SmsSubscribeRequestSchema,
    responses: { 200: { description: 'subscribed; any 2xx will do, the answer is not read' } },
    ifItFails: "Toast 'Unable to submit SMS.'",
  },
  {
    provider: PROVIDERS.siteApi,
    call: 'site-api.referral',
    method: 'POST',
    path: '/customer/referrer/{refCode}',
    pathParameters: [{ name: 'refCode', required: true, schema: string }],
    responses: { 204: { description: 'recorded; any 2xx will do, the answer is not read' } },
    ifItFails: 'Only logged; the page does not wait for it.',
  },
  {
    provider: PROVIDERS.personalisation,
    call: 'personalisation.variations',
    method: 'GET',
    path: '/{provider}/ab/choose-variations',
    pathParameters: [PERSONALISATION_SEGMENT],
    query: [
      { name: 'pagePath', required: true, schema: string },
      {
        name: 'pageType',
        required: true,
        schema: { type: 'string', enum: ['HOMEPAGE', 'PRODUCT', 'CATEGORY', 'OTHER'] },
      },
      { name: 'pageData', required: false, schema: { type: 'array', items: string } },
      { name: 'sectionId', required: true, schema: string },
    ],
    responses: {
      200: {
        description: 'the chosen variations and the cookies to set',
        body: ChooseVariationsResponseSchema,
        emptyLists: {
          '$.choices': 'when no campaign runs on the page',
          '$.cookies': 'when the visitor already has its cookies',
        },
      },
    },
    ifItFails:
      'No variations (the chat stays off); the page is neither slower nor failed (time box 0.8 s).',
  },
  {
    provider: PROVIDERS.personalisation,
    call: 'personalisation.track-events',
    method: 'POST',
    path: '/{provider}/track-events',
    pathParameters: [PERSONALISATION_SEGMENT],
    requestBody: TrackEventsRequestSchema,
    responses: { 204: { description: 'recorded; any 2xx will do, the answer is not read' } },
    ifItFails: 'Nothing the shopper sees: the add to cart it reports has already succeeded.',
  },
];

export const CALLS: Call[] = ENTRIES.map((entry) => ({
  ...entry,
  name: BACKEND_CALLS[entry.call],
}));

const templateRegExp = (template: string) =>
  new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);

/** The call a pact interaction exercises, by method and path. */
export const callFor = (provider: string, method: string, path: string) =>
  CALLS.find(
    (call) =>
      call.provider === provider && call.method === method && templateRegExp(call.path).test(path),
  );
