import type { Cart, User } from '../../contracts/site-api.ts';
import { emptyCart, fullCart } from '../../fixtures/cart.ts';
import { PROFESSIONAL_PRICE_GROUP } from '../../fixtures/products.ts';
import { createCustomer, createUser, ROLES } from '../../fixtures/users.ts';
import type { MockState, Shopper } from './mock-state.ts';

/** The shopper and cart a mock state stands for, from the fixtures. */

const AUTHORITIES: Record<Exclude<Shopper, 'anonymous'>, string[]> = {
  customer: [],
  professional: [ROLES.professional],
  developer: [ROLES.developer],
  ambassador: [ROLES.ambassador],
  'all-roles': Object.values(ROLES),
};

const CANADA = { locale: 'en-CA', timeZone: 'America/Toronto' } as const;

// the professional shopper buys at the professional group's prices
const PRICE_GROUPS: Partial<Record<Shopper, string>> = { professional: PROFESSIONAL_PRICE_GROUP };

export const userOf = ({ shopper, locale }: MockState): User => {
  const where = locale === 'canada' ? CANADA : {};
  const group = PRICE_GROUPS[shopper];
  return shopper === 'anonymous'
    ? createUser(where)
    : createCustomer({ ...where, ...(group ? { priceGroup: group } : {}) }, AUTHORITIES[shopper]);
};

/** The cart a new mock session starts with. */
export const initialCartOf = ({ cart }: MockState): Cart =>
  cart === 'full-cart' ? fullCart : emptyCart;
