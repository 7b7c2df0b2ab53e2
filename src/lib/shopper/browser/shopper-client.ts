import { useSyncExternalStore } from 'react';
import {
  EARLY_SHOPPER_REQUEST,
  isShopper,
  SHOPPER_PATH,
  STORED_SHOPPER_KEY,
} from '../../../../contracts/shopper-browser.ts';
import type { AccountMenuEntry, Shopper, StoredShopper } from '../../../../contracts/shopper.ts';
import { cartQuantityStore } from '../../cart-quantity.ts';
import { createStore } from '../../create-store.ts';
import { loadGroupPrices, rememberGroupPrices } from './group-prices.ts';
import { REFERRAL_PARAMS } from '../../referral.ts';
import { paintOfAnswer } from '../header-paint.ts';
import { SHOPPER_ATTRIBUTE } from '../shopper-markers.ts';
import { parseStoredShopper, readStoredShopper, writeStoredShopper } from './stored-shopper.ts';

/**
 * The shopper's own parts of the page view on screen (contracts/shopper.ts): undefined
 * until GET /api/shopper answers, and while it cannot be had (the islands then show what
 * they show to a visitor nobody knows). The page's document holds none of it
 * (docs/decisions/020-shared-documents.md).
 */
export const shopperStore = createStore<Shopper | undefined>(undefined);

/**
 * What the header's account area shows (docs/behaviour.md#header,
 * docs/decisions/025-stored-shopper-parts.md):
 * - `early`: the server's markup, which the document's head script paints from the stored
 *   copy and then from the answer, before any module has loaded (hydration starts here);
 * - `avatar`: a signed-in shopper, from the answer or, meanwhile, from the stored copy;
 * - `sign-in`: a shopper the answer says is signed out, or nothing stored yet;
 * - `nothing`: unknown, with no signed-in copy stored: no 'Sign In' that could be wrong.
 * `unavailable` once the account could not be asked even after retrying: the shopper is told.
 */
export type HeaderAccount = {
  show: 'early' | 'avatar' | 'sign-in' | 'nothing';
  initials: string;
  /** the shopper's name when the answer gave it; a stored copy keeps none */
  name: string;
  accountMenu: readonly AccountMenuEntry[];
  unavailable: boolean;
};

const EARLY: HeaderAccount = {
  show: 'early',
  initials: '',
  name: '',
  accountMenu: [],
  unavailable: false,
};

const accountOfStored = (stored: StoredShopper | undefined, unavailable = false): HeaderAccount =>
  stored?.signedIn
    ? {
        show: 'avatar',
        initials: stored.initials,
        name: '',
        accountMenu: stored.accountMenu,
        unavailable,
      }
    : { ...EARLY, show: 'sign-in', unavailable };

/** The server snapshot is the head script's markup; a browser starts from what it painted. */
export const headerAccountStore = createStore<HeaderAccount>(EARLY);

/** Shows the stored copy another tab has just changed. */
const showStored = (stored: StoredShopper | undefined) => {
  headerAccountStore.set(accountOfStored(stored));
  cartQuantityStore.set(stored?.cartQuantity ?? undefined);
};

// where the head script's paint left the header (src/server-components/page-wide/
// shopper-request.tsx): hydration then changes nothing on screen
if (typeof window !== 'undefined') {
  headerAccountStore.set(
    document.documentElement.getAttribute(SHOPPER_ATTRIBUTE) === 'unknown'
      ? { ...EARLY, show: 'nothing' }
      : accountOfStored(readStoredShopper()),
  );
}

/** What the inline script starts: the same address this module would ask. */
export const shopperAddress = (page: string) => `${SHOPPER_PATH}?page=${encodeURIComponent(page)}`;

/** A page address to ask again about: a second ask is no new view to report a referral for. */
export const withoutReferral = (page: string) => {
  const url = new URL(page, 'http://page.invalid');
  for (const name of REFERRAL_PARAMS) {
    url.searchParams.delete(name);
  }
  return `${url.pathname}${url.search}`;
};

type EarlyWindow = Window & { [EARLY_SHOPPER_REQUEST]?: Promise<unknown> };

// one reload per tab for a locale the account chose: a browser that keeps no cookie must
// not be sent round in circles
const LOCALE_RELOAD_KEY = 'shopperLocaleReload';

/**
 * How long the page waits before asking again when the account is unknown (the answer
 * failed, was off contract, or the account call behind it did): two more asks, then the
 * shopper is told (docs/behaviour.md#failures).
 */
export const SHOPPER_RETRY_DELAYS_MS = [1000, 2000] as const;

/** The answer, or undefined when there is none the page can trust (a 503, a network failure, off contract). */
const askShopper = async (page: string, started: Promise<unknown> | undefined) => {
  try {
    // the head's request is this view's first ask, whatever it answered: asking again at
    // once would report the page's referral code twice
    const answer: unknown = await (started ??
      fetch(shopperAddress(page), {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      }).then((response): Promise<unknown> | undefined =>
        response.ok ? response.json() : undefined,
      ));
    return isShopper(answer) ? answer : undefined;
  } catch {
    return undefined;
  }
};

/**
 * An answer that knows whether the shopper is signed in: what it says is shown, and kept,
 * as the head script paints it (src/lib/shopper/header-paint.ts).
 */
const showKnown = async (shopper: Shopper & { signedIn: boolean }) => {
  const paint = paintOfAnswer(readStoredShopper() ?? null, shopper);
  if (paint.keep) {
    writeStoredShopper(paint.keep);
  }
  shopperStore.set(shopper);
  headerAccountStore.set(
    paint.shopper === 'signed-in'
      ? {
          show: 'avatar',
          initials: paint.initials,
          name: shopper.name,
          accountMenu: shopper.accountMenu,
          unavailable: false,
        }
      : { ...EARLY, show: 'sign-in' },
  );
  cartQuantityStore.set(paint.cartQuantity ?? undefined);
  await loadGroupPrices(shopper.groupPrices);
};

/**
 * No answer says whether the shopper is signed in (src/lib/shopper/header-paint.ts): a
 * signed-in stored copy stands, else the account area shows neither an avatar nor 'Sign In'.
 * What the answer did say (the chat, a cart count it read) is shown. The prices are left as
 * they are: the account may be signed in with prices of its own.
 */
const showUnknown = (shopper: Shopper | undefined, unavailable: boolean) => {
  const stored = readStoredShopper();
  const paint = paintOfAnswer(stored ?? null, shopper ?? null);
  if (shopper) {
    shopperStore.set(shopper);
  }
  headerAccountStore.set(
    paint.shopper === 'signed-in'
      ? accountOfStored(stored, unavailable)
      : { ...EARLY, show: 'nothing', unavailable },
  );
  cartQuantityStore.set(paint.cartQuantity ?? undefined);
};

// the page view the latest ask is for: an older one's late answer or retry is dropped
let currentView = 0;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks for the shopper of a page view and puts the answer in place: the store, the header's
 * parts and their stored copy, the prices of the shopper's own price group, and a reload
 * when the shopper's own locale is not the one the page was made in. `early` is the request
 * the head already started for the page the browser loaded; every in-app navigation asks
 * again (personalisation per path, the referral code of its address). An answer that does
 * not know the account is asked again SHOPPER_RETRY_DELAYS_MS later, then the shopper is told.
 */
export const loadShopper = async (page: string, { early }: { early: boolean }) => {
  const view = ++currentView;
  const started = early ? (window as EarlyWindow)[EARLY_SHOPPER_REQUEST] : undefined;
  delete (window as EarlyWindow)[EARLY_SHOPPER_REQUEST];
  let shopper = await askShopper(page, started);
  for (const delay of SHOPPER_RETRY_DELAYS_MS) {
    if (view !== currentView || (shopper && shopper.signedIn !== null)) {
      break;
    }
    showUnknown(shopper, false);
    await wait(delay);
    if (view === currentView) {
      shopper = await askShopper(withoutReferral(page), undefined);
    }
  }
  if (view !== currentView) {
    return;
  }
  if (!shopper || shopper.signedIn === null) {
    showUnknown(shopper, true);
    return;
  }
  if (shopper.reloadForLocale && sessionStorage.getItem(LOCALE_RELOAD_KEY) === null) {
    sessionStorage.setItem(LOCALE_RELOAD_KEY, shopper.locale);
    window.location.reload();
    return;
  }
  await showKnown({ ...shopper, signedIn: shopper.signedIn });
};

/**
 * Another tab's answer changed the stored copy: this tab shows it at once, and asks for its
 * own answer again when the account changed (signed in or out there), so its chat, SMS offer
 * and prices follow.
 */
export const handleStorageChange = (event: StorageEvent) => {
  if (event.key !== STORED_SHOPPER_KEY && event.key !== null) {
    return;
  }
  const stored = parseStoredShopper(event.newValue);
  const before = headerAccountStore.get().show;
  showStored(stored);
  if (before !== headerAccountStore.get().show) {
    void loadShopper(withoutReferral(`${location.pathname}${location.search}`), { early: false });
  }
};

/**
 * The shopper signs out here: the stored copy goes at once, before the sign-out page loads,
 * so neither this computer's next tab nor another open one paints the account again, nor
 * hides the public prices for them.
 */
export const forgetShopper = () => {
  writeStoredShopper({ signedIn: false, initials: '', accountMenu: [], cartQuantity: null });
  rememberGroupPrices(false);
};

/** The shopper of the page on screen; undefined until known, and on the server. */
export const useShopper = (): Shopper | undefined =>
  useSyncExternalStore(shopperStore.subscribe, shopperStore.get, shopperStore.getServerSnapshot);

/** The header's account area: `early` on the server and while hydrating. */
export const useHeaderAccount = (): HeaderAccount =>
  useSyncExternalStore(
    headerAccountStore.subscribe,
    headerAccountStore.get,
    headerAccountStore.getServerSnapshot,
  );
