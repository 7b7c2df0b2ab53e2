import * as z from 'zod/mini';

/*
 * Written in zod/mini, the functional API of the same schemas: the browser validates these
 * payloads too, and zod/mini tree-shakes to a third of zod's size there.
 */

/**
 * The site API of docs/behaviour.md#calls, one schema per request and response.
 * Where the spec leaves a shape open, the plainest shape consistent with it is
 * chosen and marked "choice:" so a backend team can correct it here, in one edit.
 */

// ---- Current user: GET /account/data/me

export const AuthoritySchema = z.object({ authority: z.string() });

// choice: the layout's `loggedIn` and `data` live beside the account fields in one object
export const UserSchema = z.object({
  enabled: z.boolean(),
  loggedIn: z.optional(z.boolean()),
  customerId: z.nullish(z.union([z.string(), z.number()])),
  timeZone: z.nullish(z.string()),
  locale: z.nullish(z.string()),
  priceGroup: z.nullish(z.string()),
  isAffiliateClient: z.nullish(z.boolean()),
  data: z.nullish(
    z.object({
      initials: z._default(z.string(), ''),
      name: z._default(z.string(), ''),
      authorities: z._default(z.array(AuthoritySchema), []),
    }),
  ),
});
export type User = z.infer<typeof UserSchema>;

// ---- CSRF token: GET /csrf

export const CsrfSchema = z.object({
  headerName: z.string().check(z.minLength(1)),
  token: z.string().check(z.minLength(1)),
});
export type Csrf = z.infer<typeof CsrfSchema>;

// ---- Cart: GET /cart?format=json

export const CartLineSchema = z.object({
  productId: z.union([z.string(), z.number()]),
  sku: z.string(),
  name: z.string(),
  /** currency-formatted, e.g. "$39.00" */
  subtotal: z.string(),
  quantity: z.int().check(z.minimum(0)),
});
export type CartLine = z.infer<typeof CartLineSchema>;

// choice: the cart answers `{ lines: [...] }` at the top level
export const CartSchema = z.object({ lines: z.array(CartLineSchema) });
export type Cart = z.infer<typeof CartSchema>;

// ---- Add to cart: POST /cart/item/{productId}

export const AddToCartRequestSchema = z.object({ quantity: z.int().check(z.minimum(1)) });
export type AddToCartRequest = z.infer<typeof AddToCartRequestSchema>;
// the answer is not read: the product refetches the cart (docs/behaviour.md#calls)

// ---- Countries: GET /geography/countries?format=json[&type=shipping]

export const CountrySchema = z.object({
  code: z.string().check(z.minLength(2)),
  name: z.string(),
  taiaEnabled: z._default(z.boolean(), false),
  testingEnabled: z._default(z.boolean(), false),
  professionEnabled: z._default(z.boolean(), false),
  shippingEnabled: z._default(z.boolean(), false),
});
export type Country = z.infer<typeof CountrySchema>;

export const CountryLocaleSchema = z.object({
  /** e.g. en-US or en_CA; underscores are normalised to hyphens where it is used */
  localeCode: z.string().check(z.minLength(2)),
  domain: z.nullish(z.string()),
  country: CountrySchema,
});
export type CountryLocale = z.infer<typeof CountryLocaleSchema>;

// choice: a bare array of country locales
export const CountriesSchema = z.array(CountryLocaleSchema);

// ---- Products: GET /product/sku/{sku} and GET /products/skus?skus=a&skus=b

export const ReviewSummarySchema = z.object({
  reviewCount: z._default(z.number().check(z.minimum(0)), 0),
  averageRating: z._default(z.number().check(z.minimum(0), z.maximum(5)), 0),
});

export const ProductSchema = z.object({
  // a product without one is still shown; adding it fails with the toast (docs/behaviour.md#validation, #failures)
  id: z.optional(z.union([z.string(), z.number()])),
  sku: z.string().check(z.minLength(1)),
  name: z.string(),
  url: z._default(z.string(), ''),
  /** preformatted, e.g. "$39.00" */
  price: z._default(z.string(), ''),
  primaryImageUrl: z._default(z.string(), ''),
  shortDescription: z._default(z.string(), ''),
  longDescription: z.nullish(z.string()),
  headline: z.nullish(z.string()),
  reviewSummary: z._default(ReviewSummarySchema, { reviewCount: 0, averageRating: 0 }),
});
export type Product = z.infer<typeof ProductSchema>;

// choice: a bare array, in no promised order; unknown SKUs are left out
export const ProductsSchema = z.array(ProductSchema);

// ---- Search suggestions: GET /search?q={text}&format=json

export const SearchSuggestionsSchema = z.object({
  page: z.object({ resultsAvailableFor: z.array(z.string()) }),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestionsSchema>;

// ---- Newsletter: POST /email/multi/subscribe

export const NewsletterSubscribeRequestSchema = z.object({
  lists: z.array(z.string()).check(z.minLength(1)),
  messages: z.array(z.string()),
  marketingChannel: z.boolean(),
  email: z.email(),
});
export type NewsletterSubscribeRequest = z.infer<typeof NewsletterSubscribeRequestSchema>;

// ---- SMS: POST /sms/subscribe

export const SmsSubscribeRequestSchema = z.object({
  phoneNumber: z.string().check(z.regex(/^\d{10}$/)),
  marketingTexts: z.boolean(),
  transactionalTexts: z.boolean(),
});
export type SmsSubscribeRequest = z.infer<typeof SmsSubscribeRequestSchema>;

// choice: subscription answers are not read (docs/behaviour.md#calls); any JSON object is accepted
export const SubscribeResponseSchema = z.looseObject({});

// ---- Referral: /customer/referrer/{refCode}, no body, answer not read.
// choice: method POST, since it records something

// ---- Errors: the body is not shown in docs/behaviour.md; the client normalises to a statusCode.
export const ErrorBodySchema = z.looseObject({
  statusCode: z.optional(z.int()),
  message: z.optional(z.string()),
});
