import {
  isStoredShopper,
  STORED_SHOPPER_KEY,
  STORED_SHOPPER_MAX_AGE_MS,
} from '../../../../contracts/shopper-browser.ts';
import type { StoredShopper } from '../../../../contracts/shopper.ts';
import { storedCopyOf } from '../header-paint.ts';
import { rememberGroupPrices } from './load-group-prices.ts';

/**
 * The header's parts of the last shopper answer, kept in localStorage for every tab of the
 * origin (docs/decisions/025-stored-shopper-parts.md): a new tab paints them before its
 * answer, the document's head script included. Storage may be refused (private modes, a
 * full quota); the page then knows only what its own answer says. Not in the page's first
 * load: the islands start from the head script's paint (./shopper-client.ts).
 */

/**
 * The stored copy, when there is one, well formed and not older than a session can be: the
 * one the document's head script painted (src/lib/shopper/header-paint.ts).
 */
export const readStoredShopper = (now = Date.now()): StoredShopper | undefined => {
  try {
    const raw = localStorage.getItem(STORED_SHOPPER_KEY);
    return storedCopyOf(raw, now, isStoredShopper, STORED_SHOPPER_MAX_AGE_MS) ?? undefined;
  } catch {
    return undefined;
  }
};

/** Parses a stored copy another tab wrote (a `storage` event's new value). */
export const parseStoredShopper = (raw: string | null): StoredShopper | undefined => {
  if (raw === null) {
    return undefined;
  }
  try {
    const stored: unknown = JSON.parse(raw);
    return isStoredShopper(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};

export const writeStoredShopper = (parts: Omit<StoredShopper, 'savedAt'>) => {
  try {
    localStorage.setItem(STORED_SHOPPER_KEY, JSON.stringify({ ...parts, savedAt: Date.now() }));
  } catch {
    // refused: the next tab paints 'Sign In' until its answer
  }
};

/**
 * The shopper signs out here: the stored copy goes at once, before the sign-out page loads,
 * so neither this computer's next tab nor another open one paints the account again, nor
 * hides the public prices for them. Loaded with what offers Sign Out (the account menu, the
 * mobile menu's panel).
 */
export const forgetShopper = () => {
  writeStoredShopper({ signedIn: false, initials: '', accountMenu: [], cartQuantity: null });
  rememberGroupPrices(false);
};
