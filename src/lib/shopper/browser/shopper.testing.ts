import type { Shopper } from '../../../../contracts/shopper.ts';
import { ANONYMOUS_SHOPPER } from '../../../../contracts/shopper-browser.ts';

/** A shopper's answer (contracts/shopper.ts): an anonymous US visitor, with `overrides`. */
export const shopperFor = (overrides: Partial<Shopper> = {}): Shopper => ({
  ...ANONYMOUS_SHOPPER,
  ...overrides,
});
