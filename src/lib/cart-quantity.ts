import type { Cart } from '../../contracts/site-api.ts';
import { cartQuantityStore } from './shopper/browser/shopper-client.ts';
import { readStoredShopper, writeStoredShopper } from './shopper/browser/stored-shopper.ts';

/**
 * The cart badge count: the sum of line quantities, as the shopper's answer or an add to
 * cart last checked it, kept with the header's stored parts for every tab
 * (docs/behaviour.md#states). Undefined while nobody has checked it: the badge shows no number.
 * The store is in every first load with the header's other parts
 * (src/lib/shopper/browser/shopper-client.ts); what keeps a count loads with an add to cart.
 */
export { cartQuantityStore };

export const countCartItems = (cart: Cart) =>
  cart.lines.reduce((sum, line) => sum + line.quantity, 0);

/** A count just checked (an answer, an add to cart): shown, and kept for the next tab. */
export const storeCartQuantity = (quantity: number) => {
  const stored = readStoredShopper();
  if (stored) {
    writeStoredShopper({ ...stored, cartQuantity: quantity });
  }
  cartQuantityStore.set(quantity);
};
