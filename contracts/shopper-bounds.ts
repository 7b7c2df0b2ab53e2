/*
 * The shopper contract's addresses, bounds and words, without zod and without types: what the
 * schemas (contracts/shopper.ts) and the browser's checks (contracts/shopper-browser.ts) both
 * read, so the types flow one way, from the schemas to the checks.
 */

export const SHOPPER_PATH = '/api/shopper';

export const SHOPPER_PRICES_PATH = '/api/shopper/prices';

/** The most products one page shows that the endpoint prices at once. */
export const SHOPPER_PRICES_MAX_SKUS = 48;

/** What a SKU may look like in the address: letters, digits, `.`, `_` and `-`. */
export const SKU_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

export const ACCOUNT_MENU_ICONS = [
  'user',
  'clinic',
  'plug',
  'store',
  'truck',
  'gear',
  'exit',
] as const;

/** localStorage: the header's parts of the last answer, for every tab of the origin. */
export const STORED_SHOPPER_KEY = 'shopper';

/** A stored copy older than this is no longer painted: a session does not last longer. */
export const STORED_SHOPPER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Bounds of the stored copy: what a header shows, never more. */
export const STORED_INITIALS_MAX_LENGTH = 4;
export const STORED_MENU_MAX_ENTRIES = 12;
