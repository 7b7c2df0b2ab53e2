import type { Shopper } from '../../contracts/shopper.ts';

/** A shopper's answer (contracts/shopper.ts): an anonymous US visitor, with `overrides`. */
export const shopperFor = (overrides: Partial<Shopper> = {}): Shopper => ({
  signedIn: false,
  name: '',
  initials: '',
  accountMenu: [],
  smsOffer: false,
  cartQuantity: null,
  chat: false,
  visitor: null,
  locale: 'en-US',
  reloadForLocale: false,
  ...overrides,
});
