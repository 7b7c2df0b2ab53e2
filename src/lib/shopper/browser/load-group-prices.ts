import {
  SHOPPER_PRICES_MAX_SKUS,
  SHOPPER_PRICES_PATH,
  isShopperPrices,
} from '../../../../contracts/shopper-browser.ts';
import {
  GROUP_PRICES_KEY,
  PRICE_SKU_ATTRIBUTE,
  PRICES_PENDING_ATTRIBUTE,
  PRICES_PENDING_MAX_MS,
  PRICES_UNAVAILABLE_ATTRIBUTE,
} from '../../price-markers.ts';
import { groupPricesStore } from './shopper-client.ts';

/*
 * Asks for a price group's prices once the shopper's answer says so, and hides the public
 * ones meanwhile: loaded with the answer's checks (./shopper-answers.ts), not in the page's
 * first load. A shopper with prices of their own has it from hydration on
 * (src/client-components/page-wide/shopper-sync.tsx).
 */

const root = () => document.documentElement;

const endPending = () => root().removeAttribute(PRICES_PENDING_ATTRIBUTE);

const showPrices = (prices: Readonly<Record<string, string>>) => {
  root().removeAttribute(PRICES_UNAVAILABLE_ATTRIBUTE);
  groupPricesStore.set({ prices, unavailable: false });
};

// the same as the document's head script does when the hide runs out: src/server-components/page-wide/shopper-request.tsx
const showUnavailable = () => {
  root().setAttribute(PRICES_UNAVAILABLE_ATTRIBUTE, '');
  groupPricesStore.set({ prices: {}, unavailable: true });
};

/** The hide runs out: prices still awaited are not to be had. */
const endHide = () => {
  if (root().hasAttribute(PRICES_PENDING_ATTRIBUTE)) {
    endPending();
    showUnavailable();
  }
};

/**
 * An in-app navigation's new page, before it is painted: what the document's head script does
 * on a page load (src/server-components/page-wide/shopper-request.tsx), for a tab whose
 * shopper has prices of their own. The hide ends with the prices, and after
 * PRICES_PENDING_MAX_MS whatever becomes of them.
 */
export const hidePricesUntilLoaded = () => {
  try {
    if (localStorage.getItem(GROUP_PRICES_KEY) !== '1') {
      return;
    }
  } catch {
    return;
  }
  root().setAttribute(PRICES_PENDING_ATTRIBUTE, '');
  window.setTimeout(endHide, PRICES_PENDING_MAX_MS);
};

/** Whether the next page (any tab) hides its public prices until the shopper's own come. */
export const rememberGroupPrices = (has: boolean) => {
  try {
    if (has) {
      localStorage.setItem(GROUP_PRICES_KEY, '1');
    } else {
      localStorage.removeItem(GROUP_PRICES_KEY);
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
  return isShopperPrices(answer) ? answer.prices : undefined;
};

/**
 * Puts the shopper's own prices on the page on screen, or takes them off when the shopper's
 * group has none (signed out since): `groupPrices` is the shopper answer's. A request that
 * fails (or is off contract) leaves no price the shopper would not pay: each price area says
 * in words that theirs could not be loaded, as it does once PRICES_PENDING_MAX_MS have passed
 * without an answer; a late answer still puts the prices in place.
 */
export const loadGroupPrices = async (groupPrices: boolean) => {
  rememberGroupPrices(groupPrices);
  const skus = groupPrices ? skusOnPage() : [];
  if (skus.length === 0) {
    showPrices({});
    endPending();
    return;
  }
  root().setAttribute(PRICES_PENDING_ATTRIBUTE, '');
  // whether or not the head script's hide has run out already
  const late = window.setTimeout(() => {
    endPending();
    showUnavailable();
  }, PRICES_PENDING_MAX_MS);
  try {
    const prices = await fetchGroupPrices(document.documentElement.lang, skus);
    if (prices) {
      showPrices(prices);
    } else {
      showUnavailable();
    }
  } catch {
    showUnavailable();
  } finally {
    window.clearTimeout(late);
    endPending();
  }
};
