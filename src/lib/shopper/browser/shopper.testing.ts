import { ANONYMOUS_SHOPPER, type Shopper } from '../../../../contracts/shopper.ts';

/** A shopper's answer (contracts/shopper.ts): an anonymous US visitor, with `overrides`. */
export const shopperFor = (overrides: Partial<Shopper> = {}): Shopper => ({
  ...ANONYMOUS_SHOPPER,
  ...overrides,
});
