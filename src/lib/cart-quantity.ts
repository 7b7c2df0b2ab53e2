import type { Cart } from '../../contracts/site-api.ts';
import { createStore } from './create-store.ts';
import { readStoredShopper, writeStoredShopper } from './shopper/browser/stored-shopper.ts';

/**
 * The cart badge count: the sum of line quantities, as the shopper's answer or an add to
 * cart last checked it, kept with the header's stored parts for every tab
 * (docs/behaviour.md#states). Undefined while nobody has checked it: the badge shows no number.
 */
export const countCartItems = (cart: Cart) =>
  cart.lines.reduce((sum, line) => sum + line.quantity, 0);

export const cartQuantityStore = createStore<number | undefined>(undefined);

if (typeof window !== 'undefined') {
  cartQuantityStore.set(readStoredShopper()?.cartQuantity ?? undefined);
}

/** A count just checked (an answer, an add to cart): shown, and kept for the next tab. */
export const storeCartQuantity = (quantity: number) => {
  const stored = readStoredShopper();
  if (stored) {
    writeStoredShopper({ ...stored, cartQuantity: quantity });
  }
  cartQuantityStore.set(quantity);
};
