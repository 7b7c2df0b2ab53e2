import { useSyncExternalStore } from 'react';
import type { AccountMenuEntry, Shopper } from '../../../../contracts/shopper.ts';
import { createStore } from '../../create-store.ts';
import type { HeaderPaint } from '../header-paint.ts';
import { EARLY_HEADER_PAINT, EARLY_SHOPPER_REQUEST } from '../shopper-markers.ts';

/*
 * The shopper's state as the page's islands read it, in every page's first load. What
 * checks the shopper's answer and puts it in place (./shopper-answers.ts) loads after the
 * page, or at first need (src/client-components/page-wide/shopper-sync.tsx): until then the
 * islands show what the document's head script painted, which it checked with the same
 * functions (docs/decisions/025-stored-shopper-parts.md).
 */

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

/** The server snapshot is the head script's markup; a browser starts from what it painted. */
export const headerAccountStore = createStore<HeaderAccount>(EARLY);

/**
 * SKU -> the shopper's own price, for the page on screen; empty for everyone else
 * (./group-prices.ts useGroupPrice). `unavailable`: the shopper has prices of their own that
 * could not be had, so no price on the page is theirs (the price areas and the cards' labels
 * say so instead).
 */
export const groupPricesStore = createStore<{
  prices: Readonly<Record<string, string>>;
  unavailable: boolean;
}>({ prices: {}, unavailable: false });

/**
 * The cart badge's count (src/lib/cart-quantity.ts): undefined while nobody has checked it,
 * and the badge shows no number.
 */
export const cartQuantityStore = createStore<number | undefined>(undefined);

/**
 * Shows a paint of the header (src/lib/shopper/header-paint.ts): the head script's, or one
 * the modules decided with the same functions; none paints what the server's markup says
 * without scripts, 'Sign In'. `name` is the answer's, which a stored copy keeps none of.
 */
export const showPaint = (
  paint: HeaderPaint | null | undefined,
  { name = '', unavailable = false } = {},
) => {
  headerAccountStore.set(
    paint?.shopper === 'signed-in'
      ? {
          show: 'avatar',
          initials: paint.initials,
          name,
          accountMenu: paint.accountMenu,
          unavailable,
        }
      : { ...EARLY, show: paint?.shopper === 'unknown' ? 'nothing' : 'sign-in', unavailable },
  );
  cartQuantityStore.set(paint?.cartQuantity ?? undefined);
};

type HeadWindow = Window & {
  [EARLY_SHOPPER_REQUEST]?: Promise<unknown>;
  [EARLY_HEADER_PAINT]?: HeaderPaint;
};

/** The request the document's head script started for the page loaded, until the answers' module takes it. */
export const earlyShopperRequest = () => (window as HeadWindow)[EARLY_SHOPPER_REQUEST];

/** What the document's head script painted last (src/server-components/page-wide/shopper-request.tsx). */
export const showHeadPaint = () => showPaint((window as HeadWindow)[EARLY_HEADER_PAINT]);

// hydration changes nothing on screen; and the head's answer, when it comes before the
// modules that check it (which take the request off `window`), is shown as the head paints
// it: a shopper signed out elsewhere never keeps the avatar a stored copy painted
if (typeof window !== 'undefined') {
  showHeadPaint();
  const early = earlyShopperRequest();
  void early?.then(() => {
    if (earlyShopperRequest() === early) {
      showHeadPaint();
    }
  });
}

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
