import { useSyncExternalStore } from 'react';
import type { Shopper } from '../../contracts/shopper.ts';
import {
  ANONYMOUS_SHOPPER,
  EARLY_SHOPPER_REQUEST,
  SHOPPER_PATH,
  isShopper,
} from '../../contracts/shopper-browser.ts';
import { storeCartQuantity } from './cart-quantity.ts';
import { createStore } from './create-store.ts';
import { loadGroupPrices } from './group-prices.ts';

/**
 * The shopper's own parts of the page view on screen (contracts/shopper.ts): undefined
 * until GET /api/shopper answers, and when it fails (the islands then show what an
 * anonymous shopper sees). The page's document holds none of it
 * (docs/decisions/020-shared-documents.md).
 */
export const shopperStore = createStore<Shopper | undefined>(undefined);

/** What the inline script starts: the same address this module would ask. */
export const shopperAddress = (page: string) => `${SHOPPER_PATH}?page=${encodeURIComponent(page)}`;

type EarlyWindow = Window & { [EARLY_SHOPPER_REQUEST]?: Promise<unknown> };

// one reload per tab for a locale the account chose: a browser that keeps no cookie must
// not be sent round in circles
const LOCALE_RELOAD_KEY = 'shopperLocaleReload';

const fetchShopper = async (page: string): Promise<unknown> => {
  const response = await fetch(shopperAddress(page), {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  return response.ok ? response.json() : undefined;
};

/**
 * Asks for the shopper of a page view and puts the answer in place: the store, the cart
 * count (session storage `cartQuantity`), the prices of the shopper's own price group, and
 * a reload when the shopper's own locale is not the one the page was made in. `early` is the request the head already started for
 * the page the browser loaded; every in-app navigation asks again (personalisation per
 * path, the referral code of its address).
 */
export const loadShopper = async (page: string, { early }: { early: boolean }) => {
  const started = early ? (window as EarlyWindow)[EARLY_SHOPPER_REQUEST] : undefined;
  delete (window as EarlyWindow)[EARLY_SHOPPER_REQUEST];
  let answer: unknown;
  try {
    answer = await (started ?? fetchShopper(page));
  } catch {
    answer = undefined;
  }
  if (!isShopper(answer)) {
    // signed out as far as the page can tell: 'Sign In' rather than a placeholder for ever
    shopperStore.set(ANONYMOUS_SHOPPER);
    await loadGroupPrices(false);
    return;
  }
  const shopper = answer;
  if (shopper.reloadForLocale && sessionStorage.getItem(LOCALE_RELOAD_KEY) === null) {
    sessionStorage.setItem(LOCALE_RELOAD_KEY, shopper.locale);
    window.location.reload();
    return;
  }
  if (shopper.cartQuantity !== null) {
    storeCartQuantity(shopper.cartQuantity);
  }
  shopperStore.set(shopper);
  await loadGroupPrices(shopper.groupPrices);
};

/** The shopper of the page on screen; undefined until known, and on the server. */
export const useShopper = (): Shopper | undefined =>
  useSyncExternalStore(shopperStore.subscribe, shopperStore.get, shopperStore.getServerSnapshot);
