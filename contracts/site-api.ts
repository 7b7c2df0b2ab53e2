import { z } from 'zod';

/**
 * The site API of SPEC.md section 7, one schema per request and response.
 * Where the spec leaves a shape open, the plainest shape consistent with it is
 * chosen and marked "choice:" so a backend team can correct it here, in one edit.
 */

// ---- Current user: GET /account/data/me

export const AuthoritySchema = z.object({ authority: z.string() });

// choice: the layout's `loggedIn` and `data` live beside the account fields in one object
export const UserSchema = z.object({
  enabled: z.boolean(),
  loggedIn: z.boolean().optional(),
  customerId: z.union([z.string(), z.number()]).nullish(),
  timeZone: z.string().nullish(),
  locale: z.string().nullish(),
  priceGroup: z.string().nullish(),
  isAffiliateClient: z.boolean().nullish(),
  data: z
    .object({
      initials: z.string().default(''),
      name: z.string().default(''),
      authorities: z.array(AuthoritySchema).default([]),
    })
    .nullish(),
});
export type User = z.infer<typeof UserSchema>;

// ---- CSRF token: GET /csrf

export const CsrfSchema = z.object({
  headerName: z.string().min(1),
  token: z.string().min(1),
});
export type Csrf = z.infer<typeof CsrfSchema>;

// ---- Cart: GET /cart?format=json

export const CartLineSchema = z.object({
  productId: z.union([z.string(), z.number()]),
  sku: z.string(),
  name: z.string(),
  /** currency-formatted, e.g. "$39.00" */
  subtotal: z.string(),
  quantity: z.number().int().min(0),
});
export type CartLine = z.infer<typeof CartLineSchema>;

// choice: the cart answers `{ lines: [...] }` at the top level
export const CartSchema = z.object({ lines: z.array(CartLineSchema) });
export type Cart = z.infer<typeof CartSchema>;

// ---- Add to cart: POST /cart/item/{productId}

export const AddToCartRequestSchema = z.object({ quantity: z.number().int().min(1) });
export type AddToCartRequest = z.infer<typeof AddToCartRequestSchema>;
// the answer is not read: the product refetches the cart (SPEC.md 7)

// ---- Countries: GET /geography/countries?format=json[&type=shipping]

export const CountrySchema = z.object({
  code: z.string().min(2),
  name: z.string(),
  taiaEnabled: z.boolean().default(false),
  testingEnabled: z.boolean().default(false),
  professionEnabled: z.boolean().default(false),
  shippingEnabled: z.boolean().default(false),
});
export type Country = z.infer<typeof CountrySchema>;

export const CountryLocaleSchema = z.object({
  /** e.g. en-US or en_CA; underscores are normalised to hyphens where it is used */
  localeCode: z.string().min(2),
  domain: z.string().nullish(),
  country: CountrySchema,
});
export type CountryLocale = z.infer<typeof CountryLocaleSchema>;

// choice: a bare array of country locales
export const CountriesSchema = z.array(CountryLocaleSchema);

// ---- Products: GET /product/sku/{sku} and GET /products/skus?skus=a&skus=b

export const ReviewSummarySchema = z.object({
  reviewCount: z.number().min(0).default(0),
  averageRating: z.number().min(0).max(5).default(0),
});

export const ProductSchema = z.object({
  // a product without one is still shown; adding it fails with the toast (SPEC.md 5, 8)
  id: z.union([z.string(), z.number()]).optional(),
  sku: z.string().min(1),
  name: z.string(),
  url: z.string().default(''),
  /** preformatted, e.g. "$39.00" */
  price: z.string().default(''),
  primaryImageUrl: z.string().default(''),
  shortDescription: z.string().default(''),
  longDescription: z.string().nullish(),
  headline: z.string().nullish(),
  reviewSummary: ReviewSummarySchema.default({ reviewCount: 0, averageRating: 0 }),
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
  lists: z.array(z.string()).min(1),
  messages: z.array(z.string()),
  marketingChannel: z.boolean(),
  email: z.email(),
});
export type NewsletterSubscribeRequest = z.infer<typeof NewsletterSubscribeRequestSchema>;

// ---- SMS: POST /sms/subscribe

export const SmsSubscribeRequestSchema = z.object({
  phoneNumber: z.string().regex(/^\d{10}$/),
  marketingTexts: z.boolean(),
  transactionalTexts: z.boolean(),
});
export type SmsSubscribeRequest = z.infer<typeof SmsSubscribeRequestSchema>;

// choice: subscription answers are not read (SPEC.md 7); any JSON object is accepted
export const SubscribeResponseSchema = z.looseObject({});

// ---- Referral: /customer/referrer/{refCode}, no body, answer not read.
// choice: method POST, since it records something

// ---- Errors: the body is not shown in SPEC.md; the client normalises to a statusCode.
export const ErrorBodySchema = z.looseObject({
  statusCode: z.number().int().optional(),
  message: z.string().optional(),
});
