import { useSyncExternalStore } from 'react';
import {
  SHOPPER_PRICES_MAX_SKUS,
  SHOPPER_PRICES_PATH,
  isShopperPrices,
} from '../../contracts/shopper-browser.ts';
import { createStore } from './create-store.ts';
import {
  GROUP_PRICES_KEY,
  PRICE_SKU_ATTRIBUTE,
  PRICES_PENDING_ATTRIBUTE,
  PRICES_PENDING_MAX_MS,
} from './price-markers.ts';

/** SKU -> the shopper's own price, for the page on screen; empty for everyone else. */
export const groupPricesStore = createStore<Readonly<Record<string, string>>>({});

const endPending = () => document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);

/**
 * An in-app navigation's new page, before it is painted: what the document's head script does
 * on a page load (src/server-components/page-wide/shopper-request.tsx), for a tab whose
 * shopper has prices of their own. The hide ends with the prices, and after
 * PRICES_PENDING_MAX_MS whatever becomes of them.
 */
export const hidePricesUntilLoaded = () => {
  try {
    if (sessionStorage.getItem(GROUP_PRICES_KEY) !== '1') {
      return;
    }
  } catch {
    return;
  }
  document.documentElement.setAttribute(PRICES_PENDING_ATTRIBUTE, '');
  window.setTimeout(endPending, PRICES_PENDING_MAX_MS);
};

const rememberGroupPrices = (has: boolean) => {
  try {
    if (has) {
      sessionStorage.setItem(GROUP_PRICES_KEY, '1');
    } else {
      sessionStorage.removeItem(GROUP_PRICES_KEY);
    }
  } catch {
    // storage refused: the next page shows its public prices until the shopper's arrive
  }
};

const skusOnPage = () =>
  [
    ...new Set(
      [...document.querySelectorAll(`[${PRICE_SKU_ATTRIBUTE}]`)].map(
        (element) => element.getAttribute(PRICE_SKU_ATTRIBUTE) ?? '',
      ),
    ),
  ]
    .filter(Boolean)
    .slice(0, SHOPPER_PRICES_MAX_SKUS);

const fetchGroupPrices = async (locale: string, skus: string[]) => {
  const query = new URLSearchParams([['locale', locale], ...skus.map((sku) => ['skus', sku])]);
  const response = await fetch(`${SHOPPER_PRICES_PATH}?${query}`, {
    credentials: 'same-origin',
    // the mock journal files the call under the page that made it
    headers: { accept: 'application/json', 'x-requested-with': 'XMLHttpRequest' },
  });
  const answer: unknown = response.ok ? await response.json() : undefined;
  return isShopperPrices(answer) ? answer.prices : {};
};

/**
 * Puts the shopper's own prices on the page on screen, or takes them off when the shopper's
 * group has none (signed out since): `groupPrices` is the shopper answer's. A failed request
 * leaves the public prices, which are never hidden for longer than the request.
 */
export const loadGroupPrices = async (groupPrices: boolean) => {
  rememberGroupPrices(groupPrices);
  const skus = groupPrices ? skusOnPage() : [];
  if (skus.length === 0) {
    groupPricesStore.set({});
    endPending();
    return;
  }
  try {
    groupPricesStore.set(await fetchGroupPrices(document.documentElement.lang, skus));
  } catch {
    groupPricesStore.set({});
  } finally {
    endPending();
  }
};

/** The shopper's own price of a SKU, when the shopper has one. */
export const useGroupPrice = (sku: string | undefined): string | undefined =>
  useSyncExternalStore(
    groupPricesStore.subscribe,
    () => (sku ? groupPricesStore.get()[sku] : undefined),
    () => undefined,
  );
