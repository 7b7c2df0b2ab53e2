import type { Shopper, ShopperPrices, StoredShopper } from './shopper.ts';
import {
  ACCOUNT_MENU_ICONS,
  SKU_PATTERN,
  STORED_INITIALS_MAX_LENGTH,
  STORED_MENU_MAX_ENTRIES,
} from './shopper-bounds.ts';

export {
  EARLY_SHOPPER_REQUEST,
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
const isBoolean = (value: unknown) => typeof value === 'boolean';

const isAccountMenuEntry = (entry: unknown) =>
  isObject(entry) &&
  isString(entry.label) &&
  isString(entry.path) &&
  entry.path.startsWith('/') &&
  ACCOUNT_MENU_ICONS.some((icon) => icon === entry.icon);

const isCartQuantity = (quantity: unknown) =>
  quantity === null || (Number.isSafeInteger(quantity) && Number(quantity) >= 0);

const isVisitor = (visitor: unknown) =>
  isObject(visitor) &&
  isString(visitor.customerId) &&
  isString(visitor.priceGroup) &&
  isBoolean(visitor.isAffiliateClient) &&
  isString(visitor.locale);

/** Whether an answer of GET /api/shopper is a Shopper, as ShopperSchema says. */
export const isShopper = (answer: unknown): answer is Shopper =>
  isObject(answer) &&
  (answer.signedIn === null || isBoolean(answer.signedIn)) &&
  isString(answer.name) &&
  isString(answer.initials) &&
  Array.isArray(answer.accountMenu) &&
  answer.accountMenu.every(isAccountMenuEntry) &&
  isBoolean(answer.smsOffer) &&
  isCartQuantity(answer.cartQuantity) &&
  isBoolean(answer.chat) &&
  (answer.visitor === null || isVisitor(answer.visitor)) &&
  isString(answer.locale) &&
  isBoolean(answer.reloadForLocale) &&
  isBoolean(answer.groupPrices);

/** Whether an answer of GET /api/shopper/prices is ShopperPrices, as ShopperPricesSchema says. */
export const isShopperPrices = (answer: unknown): answer is ShopperPrices =>
  isObject(answer) &&
  isObject(answer.prices) &&
  Object.entries(answer.prices).every(([sku, price]) => SKU_PATTERN.test(sku) && isString(price));

/** Whether a stored copy (localStorage) is a StoredShopper, as StoredShopperSchema says. */
export const isStoredShopper = (stored: unknown): stored is StoredShopper =>
  isObject(stored) &&
  isBoolean(stored.signedIn) &&
  isString(stored.initials) &&
  stored.initials.length <= STORED_INITIALS_MAX_LENGTH &&
  Array.isArray(stored.accountMenu) &&
  stored.accountMenu.length <= STORED_MENU_MAX_ENTRIES &&
  stored.accountMenu.every(isAccountMenuEntry) &&
  isCartQuantity(stored.cartQuantity) &&
  typeof stored.savedAt === 'number' &&
  Number.isFinite(stored.savedAt);
