import type { AccountMenuEntry, Shopper, StoredShopper } from '../../../contracts/shopper.ts';

/*
 * What the header shows of the shopper, decided once for the document's head script and the
 * page's modules (docs/decisions/025-stored-shopper-parts.md): the head runs the very text
 * of these functions (src/server-components/page-wide/shopper-request.tsx), the modules call
 * them (src/lib/shopper/browser/). So each is self-contained: nothing from outside but its
 * arguments and the browser's own globals, and no syntax a bundler would lower to a helper.
 */

/** How the header shows the shopper (SHOPPER_ATTRIBUTE, src/lib/shopper/shopper-markers.ts). */
export type ShopperState = 'signed-in' | 'signed-out' | 'unknown';

export type HeaderPaint = {
  shopper: ShopperState;
  initials: string;
  /** the account menu's entries, for a signed-in shopper */
  accountMenu: readonly AccountMenuEntry[];
  /** the badge's count; null: nobody checked one, no number is shown */
  cartQuantity: number | null;
  /** the header's parts to keep as the stored copy; null leaves the copy as it is */
  keep: Omit<StoredShopper, 'savedAt'> | null;
};

/**
 * The stored copy in `raw` (localStorage's text) when it is one and not older than `maxAgeMs`
 * at `now`; null otherwise. `isStored` is the stored copy's check (contracts/shopper-browser.ts).
 */
export function storedCopyOf(
  raw: string | null,
  now: number,
  isStored: (value: unknown) => value is StoredShopper,
  maxAgeMs: number,
): StoredShopper | null {
  let value: unknown = null;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
  return isStored(value) && now - value.savedAt < maxAgeMs ? value : null;
}

/** What a stored copy paints before the answer; null (nothing stored) leaves the server's 'Sign In'. */
export function paintOfStored(stored: StoredShopper | null): HeaderPaint | null {
  if (!stored) {
    return null;
  }
  return {
    shopper: stored.signedIn ? 'signed-in' : 'signed-out',
    initials: stored.initials,
    accountMenu: stored.accountMenu,
    cartQuantity: stored.cartQuantity,
    keep: null,
  };
}

/**
 * What the answer paints: `answer` is a checked one, or null when there is none the page can
 * trust (a 503, a network failure, off contract). An answer that knows whether the shopper is
 * signed in is shown and kept; one that does not leaves a signed-in copy standing and is
 * otherwise 'unknown', never 'signed-out'. A count the answer could not read stands only for
 * the account it was checked for.
 */
export function paintOfAnswer(stored: StoredShopper | null, answer: Shopper | null): HeaderPaint {
  const count = answer && typeof answer.cartQuantity === 'number' ? answer.cartQuantity : null;
  if (answer && typeof answer.signedIn === 'boolean') {
    const sameAccount =
      stored !== null && stored.signedIn === answer.signedIn && stored.initials === answer.initials;
    const cartQuantity = count === null && sameAccount ? stored.cartQuantity : count;
    return {
      shopper: answer.signedIn ? 'signed-in' : 'signed-out',
      initials: answer.initials,
      accountMenu: answer.accountMenu,
      cartQuantity,
      keep: {
        signedIn: answer.signedIn,
        initials: answer.initials,
        accountMenu: answer.accountMenu,
        cartQuantity,
      },
    };
  }
  const cartQuantity = count === null && stored ? stored.cartQuantity : count;
  return stored && stored.signedIn
    ? {
        shopper: 'signed-in',
        initials: stored.initials,
        accountMenu: stored.accountMenu,
        cartQuantity,
        keep: null,
      }
    : { shopper: 'unknown', initials: '', accountMenu: [], cartQuantity, keep: null };
}
