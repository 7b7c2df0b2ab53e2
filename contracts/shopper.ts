import * as z from 'zod/mini';
import {
  ACCOUNT_MENU_ICONS,
  SKU_PATTERN,
  STORED_INITIALS_MAX_LENGTH,
  STORED_MENU_MAX_ENTRIES,
} from './shopper-bounds.ts';
import { VisitorAttributesSchema } from './window-messages.ts';

export {
  SHOPPER_PATH,
  SHOPPER_PRICES_MAX_SKUS,
  SHOPPER_PRICES_PATH,
  SKU_PATTERN,
  STORED_SHOPPER_KEY,
  STORED_SHOPPER_MAX_AGE_MS,
} from './shopper-bounds.ts';

/*
 * GET /api/shopper?page=<path and query of the page>: what a page view shows that is the
 * shopper's own, answered apart from the page's shared document (which holds nothing of
 * any shopper) and never kept by any cache (docs/decisions/020-shared-documents.md).
 * The browser checks the answers without zod (contracts/shopper-browser.ts).
 */

/** The longest `page` the endpoint takes: a page address with its query. */
export const SHOPPER_PAGE_MAX_LENGTH = 2048;

export const AccountMenuEntrySchema = z.object({
  label: z.string(),
  path: z.string().check(z.startsWith('/')),
  icon: z.enum(ACCOUNT_MENU_ICONS),
});

export const ShopperSchema = z.object({
  /**
   * null when the account could not be asked (the call failed, timed out or answered off
   * contract): unknown, never "signed out" (docs/behaviour.md#states)
   */
  signedIn: z.nullable(z.boolean()),
  /** empty when signed out or unknown */
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

/**
 * What the browser keeps of the last answer (docs/decisions/025-stored-shopper-parts.md):
 * what the header shows and nothing else, so a shared computer keeps no name, address,
 * locale or analytics id of its last shopper. Read by the document's head script (a
 * signed-in tab paints initials and badge in its first paint) and by every tab; the browser
 * checks it with `isStoredShopper` (contracts/shopper-browser.ts), held to this schema.
 */
export const StoredShopperSchema = z.object({
  signedIn: z.boolean(),
  initials: z.string().check(z.maxLength(STORED_INITIALS_MAX_LENGTH)),
  accountMenu: z.array(AccountMenuEntrySchema).check(z.maxLength(STORED_MENU_MAX_ENTRIES)),
  /** the count the last answer (or add to cart) checked; null when none did */
  cartQuantity: z.nullable(z.int().check(z.minimum(0))),
  /** Date.now() when stored */
  savedAt: z.number(),
});
export type StoredShopper = z.infer<typeof StoredShopperSchema>;

/*
 * GET /api/shopper/prices?locale=<the page's locale>&skus=<sku>&skus=<sku>…: the prices of
 * the shopper's own price group for the products a page shows, written as the page writes
 * prices in that locale. Empty for a shopper of the public group, and for SKUs the site API
 * does not know. Never kept by any cache.
 */
export const ShopperPricesSchema = z.object({
  /** SKU -> price, for the SKUs asked whose group price the site API gave */
  prices: z.record(z.string().check(z.regex(SKU_PATTERN)), z.string()),
});
export type ShopperPrices = z.infer<typeof ShopperPricesSchema>;
