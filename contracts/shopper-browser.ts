import type { Shopper, ShopperPrices, StoredShopper } from './shopper.ts';
import {
  ACCOUNT_MENU_ICONS,
  SKU_PATTERN,
  STORED_INITIALS_MAX_LENGTH,
  STORED_MENU_MAX_ENTRIES,
} from './shopper-bounds.ts';

export {
  SHOPPER_PATH,
  SHOPPER_PRICES_MAX_SKUS,
  SHOPPER_PRICES_PATH,
  STORED_SHOPPER_KEY,
  STORED_SHOPPER_MAX_AGE_MS,
} from './shopper-bounds.ts';

/*
 * The shopper contract (contracts/shopper.ts) as the browser holds it: the endpoints'
 * addresses and bounds (contracts/shopper-bounds.ts), the answer shown until the shopper's own comes, and the checks of the
 * two answers and of the stored copy, without zod. zod's runtime and the schemas are a seventh of a page's first
 * load, and these two answers are the only ones every page checks (decision 014). Each check
 * is held to its schema by contracts/shopper-browser.test.ts: every field of a valid answer
 * replaced by wrong values, and removed, is rejected by both or by neither.
 */

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

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown) => typeof value === 'string';

/** The bounds checkShopperParts is given, by the modules and by the document's head script alike. */
export const HEADER_CHECK_BOUNDS = {
  icons: ACCOUNT_MENU_ICONS,
  initialsMax: STORED_INITIALS_MAX_LENGTH,
  menuMax: STORED_MENU_MAX_ENTRIES,
};
export type HeaderCheckBounds = typeof HEADER_CHECK_BOUNDS;

/*
 * The check of the answer and of the stored copy is self-contained (nothing from outside
 * but its arguments and the browser's own globals): the document's head script runs its
 * very text (src/server-components/page-wide/shopper-request.tsx), so the header painted
 * before the modules and after them is decided by one check
 * (docs/decisions/025-stored-shopper-parts.md).
 */

/**
 * Whether `value` is a Shopper (GET /api/shopper, `kind` 'answer') or a StoredShopper
 * (localStorage, `kind` 'stored'), as ShopperSchema and StoredShopperSchema say. Self-contained.
 */
export function checkShopperParts(
  value: unknown,
  bounds: HeaderCheckBounds,
  kind: 'answer' | 'stored',
): boolean {
  function isFields(candidate: unknown): candidate is Fields {
    return typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate);
  }
  function isEntry(entry: unknown) {
    return (
      isFields(entry) &&
      typeof entry.label === 'string' &&
      typeof entry.path === 'string' &&
      entry.path.startsWith('/') &&
      bounds.icons.some(function (icon) {
        return icon === entry.icon;
      })
    );
  }
  if (!isFields(value)) {
    return false;
  }
  const menu = value.accountMenu;
  const count = value.cartQuantity;
  const parts =
    typeof value.initials === 'string' &&
    Array.isArray(menu) &&
    menu.every(isEntry) &&
    (count === null || (Number.isSafeInteger(count) && Number(count) >= 0));
  if (kind === 'stored') {
    return (
      parts &&
      typeof value.signedIn === 'boolean' &&
      String(value.initials).length <= bounds.initialsMax &&
      (menu as unknown[]).length <= bounds.menuMax &&
      typeof value.savedAt === 'number' &&
      Number.isFinite(value.savedAt)
    );
  }
  const visitor = value.visitor;
  return (
    parts &&
    (value.signedIn === null || typeof value.signedIn === 'boolean') &&
    typeof value.name === 'string' &&
    typeof value.smsOffer === 'boolean' &&
    typeof value.chat === 'boolean' &&
    (visitor === null ||
      (isFields(visitor) &&
        typeof visitor.customerId === 'string' &&
        typeof visitor.priceGroup === 'string' &&
        typeof visitor.isAffiliateClient === 'boolean' &&
        typeof visitor.locale === 'string')) &&
    typeof value.locale === 'string' &&
    typeof value.reloadForLocale === 'boolean' &&
    typeof value.groupPrices === 'boolean'
  );
}

/** Whether an answer of GET /api/shopper is a Shopper, as ShopperSchema says. */
export const isShopper = (answer: unknown): answer is Shopper =>
  checkShopperParts(answer, HEADER_CHECK_BOUNDS, 'answer');

/** Whether an answer of GET /api/shopper/prices is ShopperPrices, as ShopperPricesSchema says. */
export const isShopperPrices = (answer: unknown): answer is ShopperPrices =>
  isObject(answer) &&
  isObject(answer.prices) &&
  Object.entries(answer.prices).every(([sku, price]) => SKU_PATTERN.test(sku) && isString(price));

/** Whether a stored copy (localStorage) is a StoredShopper, as StoredShopperSchema says. */
export const isStoredShopper = (stored: unknown): stored is StoredShopper =>
  checkShopperParts(stored, HEADER_CHECK_BOUNDS, 'stored');
