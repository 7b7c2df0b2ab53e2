import * as z from 'zod/mini';
import { VisitorAttributesSchema } from './window-messages.ts';

/*
 * GET /api/shopper?page=<path and query of the page>: what a page view shows that is the
 * shopper's own, answered apart from the page's shared document (which holds nothing of
 * any shopper) and never kept by any cache (docs/decisions/020-shared-documents.md).
 * Written in zod/mini: the browser validates it.
 */

/** The longest `page` the endpoint takes: a page address with its query. */
export const SHOPPER_PAGE_MAX_LENGTH = 2048;

export const SHOPPER_PATH = '/api/shopper';

/** Where the document head's inline script leaves the request it starts for the page loaded. */
export const EARLY_SHOPPER_REQUEST = '__shopperRequest';

export const AccountMenuEntrySchema = z.object({
  label: z.string(),
  path: z.string().check(z.startsWith('/')),
  icon: z.enum(['user', 'clinic', 'plug', 'store', 'truck', 'gear', 'exit']),
});

export const ShopperSchema = z.object({
  signedIn: z.boolean(),
  /** empty when signed out */
  name: z.string(),
  initials: z.string(),
  /** the account menu's entries for the shopper's roles; none when signed out */
  accountMenu: z.array(AccountMenuEntrySchema),
  /** 'Sign up for SMS' in the footer: signed-in shoppers */
  smsOffer: z.boolean(),
  /** the cart's item count; null when the cart could not be read (the stored count stands) */
  cartQuantity: z.nullable(z.int().check(z.minimum(0))),
  /** the AI chat: site switch × the locale's country × the personalisation campaign */
  chat: z.boolean(),
  /** analytics visitor attributes: signed-in shoppers only */
  visitor: z.nullable(VisitorAttributesSchema),
  /** the shopper's locale by every rule, the account's own included */
  locale: z.string(),
  /**
   * the page was made in another locale than the shopper's, and nothing the browser sent
   * chose it: the answer has set the locale cookie, and the page is loaded again
   */
  reloadForLocale: z.boolean(),
  /**
   * the shopper's price group has prices of its own (not the public group's) and the page
   * was not made for that group (no price context of it came with the request,
   * docs/decisions/026-price-context.md): the page asks GET /api/shopper/prices for its
   * products' prices
   */
  groupPrices: z.boolean(),
});
export type Shopper = z.infer<typeof ShopperSchema>;
export type AccountMenuEntry = z.infer<typeof AccountMenuEntrySchema>;

/** The answer for a visitor nobody knows yet: what a page shows until its own answer comes. */
export const ANONYMOUS_SHOPPER: Shopper = {
  signedIn: false,
  name: '',
  initials: '',
  accountMenu: [],
  smsOffer: false,
  cartQuantity: null,
  chat: false,
  visitor: null,
  locale: 'en-US',
  reloadForLocale: false,
  groupPrices: false,
};

/*
 * GET /api/shopper/prices?locale=<the page's locale>&skus=<sku>&skus=<sku>…: the prices of
 * the shopper's own price group for the products a page shows, written as the page writes
 * prices in that locale. Empty for a shopper of the public group, and for SKUs the site API
 * does not know. Never kept by any cache.
 */
export const SHOPPER_PRICES_PATH = '/api/shopper/prices';

/** The most products one page shows that the endpoint prices at once. */
export const SHOPPER_PRICES_MAX_SKUS = 48;

/** What a SKU may look like in the address: letters, digits, `.`, `_` and `-`. */
export const SKU_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export const ShopperPricesSchema = z.object({
  /** SKU -> price, for the SKUs asked whose group price the site API gave */
  prices: z.record(z.string().check(z.regex(SKU_PATTERN)), z.string()),
});
export type ShopperPrices = z.infer<typeof ShopperPricesSchema>;
