import type { Cart } from '../../contracts/site-api.ts';
import { createStore } from './create-store.ts';

/** The cart badge count: the sum of line quantities, kept in session storage (docs/behaviour.md#data). */
export const CART_QUANTITY_KEY = 'cartQuantity';

export const countCartItems = (cart: Cart) =>
  cart.lines.reduce((sum, line) => sum + line.quantity, 0);

const readStored = (): number | undefined => {
  if (typeof sessionStorage === 'undefined') {
    return undefined;
  }
  const value = Number(sessionStorage.getItem(CART_QUANTITY_KEY) ?? '0');
  return Number.isFinite(value) ? value : 0;
};

export const cartQuantityStore = createStore<number | undefined>(undefined);

/** The count as the browser last stored it; undefined on the server. */
export const loadStoredCartQuantity = () => {
  cartQuantityStore.set(readStored());
};

export const storeCartQuantity = (quantity: number) => {
  if (typeof sessionStorage !== 'undefined') {
    sessionStorage.setItem(CART_QUANTITY_KEY, String(quantity));
  }
  cartQuantityStore.set(quantity);
};
