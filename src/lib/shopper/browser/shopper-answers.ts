import {
  isShopper,
  SHOPPER_PATH,
  STORED_SHOPPER_KEY,
} from '../../../../contracts/shopper-browser.ts';
import type { Shopper } from '../../../../contracts/shopper.ts';
import { REFERRAL_PARAMS } from '../../referral.ts';
import { paintOfAnswer, paintOfStored } from '../header-paint.ts';
import { EARLY_SHOPPER_REQUEST, SHOPPER_STALE_ATTRIBUTE } from '../shopper-markers.ts';
import { hidePricesUntilLoaded, loadGroupPrices } from './load-group-prices.ts';
import { headerAccountStore, shopperStore, showPaint } from './shopper-client.ts';
import { parseStoredShopper, readStoredShopper, writeStoredShopper } from './stored-shopper.ts';

/*
 * The shopper's answer of each page view, checked and put in place: the islands' state
 * (./shopper-client.ts), the stored copy, a price group's prices. Not in the page's first
 * load: src/client-components/page-wide/shopper-sync.tsx loads it once the page has loaded,
 * or at first need (docs/decisions/014-browser-code-on-first-use.md).
 */

/** What the inline script starts: the same address this module would ask. */
const shopperAddress = (page: string) => `${SHOPPER_PATH}?page=${encodeURIComponent(page)}`;

/** A page address to ask again about: a second ask is no new view to report a referral for. */
const withoutReferral = (page: string) => {
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
  showPaint(paint, { name: shopper.name });
  await loadGroupPrices(shopper.groupPrices);
};

/**
 * No answer says whether the shopper is signed in (src/lib/shopper/header-paint.ts): a
 * signed-in stored copy stands, else the account area shows neither an avatar nor 'Sign In'.
 * What the answer did say (the chat, a cart count it read) is shown. The prices are left as
 * they are: the account may be signed in with prices of its own.
 */
const showUnknown = (shopper: Shopper | undefined, unavailable: boolean) => {
  if (shopper) {
    shopperStore.set(shopper);
  }
  showPaint(paintOfAnswer(readStoredShopper() ?? null, shopper ?? null), { unavailable });
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
  // from here on this module shows the answers, not ./shopper-client.ts from the head's paint
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
 * An in-app navigation's new page, before it is painted: its public prices hidden for a tab
 * whose shopper has prices of their own (as the document's head script does on a load), and
 * its shopper asked for.
 */
export const showNewPage = (page: string) => {
  hidePricesUntilLoaded();
  void loadShopper(page, { early: false });
};

/**
 * Asks again about the page on screen, at the address the browser has, without the referral
 * code: a page restored from the back/forward cache, or another tab's change, is no new view
 * to pay for.
 */
const askAgain = () =>
  loadShopper(withoutReferral(`${location.pathname}${location.search}`), { early: false });

/**
 * Another tab's answer changed the stored copy: this tab shows it at once, and asks for its
 * own answer again when the account changed (signed in or out there), so its chat, SMS offer
 * and prices follow.
 */
export const handleStorageChange = (event: StorageEvent) => {
  if (event.key !== STORED_SHOPPER_KEY && event.key !== null) {
    return;
  }
  const before = headerAccountStore.get().show;
  showPaint(paintOfStored(parseStoredShopper(event.newValue) ?? null));
  if (before !== headerAccountStore.get().show) {
    void askAgain();
  }
};

/**
 * A page Back or Forward restores from the browser's back/forward cache showed what was the
 * shopper's then, a shopper who has signed out since included: hidden in place (as it was
 * put away, src/client-components/page-wide/shopper-sync.tsx) until the answer.
 */
const handleRestore = (event: PageTransitionEvent) => {
  if (!event.persisted) {
    return;
  }
  const root = document.documentElement;
  root.setAttribute(SHOPPER_STALE_ATTRIBUTE, '');
  void askAgain().finally(() => root.removeAttribute(SHOPPER_STALE_ATTRIBUTE));
};

/** A window's `storage` or `pageshow` event, which the page kept for this module. */
export const handleWindowEvent = (event: Event) => {
  if (event.type === 'storage') {
    handleStorageChange(event as StorageEvent);
  } else if (event.type === 'pageshow') {
    handleRestore(event as PageTransitionEvent);
  }
};
