import { expect, test } from 'vitest';
import {
  ANONYMOUS_SHOPPER,
  isShopper,
  isShopperPrices,
  isStoredShopper,
} from './shopper-browser.ts';
import { STORED_INITIALS_MAX_LENGTH, STORED_MENU_MAX_ENTRIES } from './shopper-bounds.ts';
import {
  ShopperPricesSchema,
  ShopperSchema,
  StoredShopperSchema,
  type Shopper,
  type StoredShopper,
} from './shopper.ts';

// values of every JSON kind, and the edges the schemas draw (a path, an icon, a negative or
// fractional count, a SKU with a character it may not have)
const PROBES: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 53,
  '',
  'x',
  '/account',
  'user',
  'SKU 1',
  [],
  [{}],
  {},
];

const SIGNED_IN: Shopper = {
  ...ANONYMOUS_SHOPPER,
  signedIn: true,
  name: 'Ada Lovelace',
  initials: 'AL',
  accountMenu: [{ label: 'My Account', path: '/account', icon: 'user' }],
  smsOffer: true,
  cartQuantity: 2,
  chat: true,
  visitor: { customerId: 'c-1', priceGroup: 'RETAIL', isAffiliateClient: false, locale: 'en-US' },
  groupPrices: true,
};

type Json = Record<string, unknown> | unknown[];

/** Every answer made from `value` by replacing one value at any depth with a probe, or removing it. */
function* mutations(value: Json): Generator<unknown> {
  for (const [key, field] of Object.entries(value)) {
    const replaced = (by: unknown) =>
      Array.isArray(value)
        ? value.map((item, index) => (String(index) === key ? by : item))
        : { ...value, [key]: by };
    for (const probe of PROBES) {
      yield replaced(probe);
    }
    if (!Array.isArray(value)) {
      yield Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
    }
    if (typeof field === 'object' && field !== null) {
      for (const inner of mutations(field as Json)) {
        yield replaced(inner);
      }
    }
  }
}

const agree = (
  check: (answer: unknown) => boolean,
  schema: typeof ShopperSchema | typeof ShopperPricesSchema | typeof StoredShopperSchema,
  answers: Iterable<unknown>,
) => {
  const disagreements = [...answers]
    .filter((answer) => check(answer) !== schema.safeParse(answer).success)
    .map((answer) => JSON.stringify(answer));
  expect(disagreements).toEqual([]);
};

test('the browser check of a shopper answer agrees with ShopperSchema, field by field', () => {
  for (const shopper of [ANONYMOUS_SHOPPER, SIGNED_IN]) {
    expect(isShopper(shopper)).toBe(true);
    agree(isShopper, ShopperSchema, mutations(shopper));
  }
  agree(isShopper, ShopperSchema, PROBES);
});

test('the browser check of a shopper whose account is unknown agrees with ShopperSchema', () => {
  const unknown: Shopper = { ...SIGNED_IN, signedIn: null, name: '', initials: '' };
  expect(isShopper(unknown)).toBe(true);
  agree(isShopper, ShopperSchema, mutations(unknown));
});

test('the browser check of a stored copy agrees with StoredShopperSchema, bounds included', () => {
  const entry = SIGNED_IN.accountMenu[0]!;
  const stored: StoredShopper = {
    signedIn: true,
    initials: 'AL',
    accountMenu: [entry],
    cartQuantity: 3,
    savedAt: 1_795_000_000_000,
  };
  expect(isStoredShopper(stored)).toBe(true);
  agree(isStoredShopper, StoredShopperSchema, mutations(stored));
  agree(isStoredShopper, StoredShopperSchema, [
    ...PROBES,
    { ...stored, initials: 'X'.repeat(STORED_INITIALS_MAX_LENGTH + 1) },
    { ...stored, accountMenu: Array.from({ length: STORED_MENU_MAX_ENTRIES + 1 }, () => entry) },
    { ...stored, savedAt: Number.POSITIVE_INFINITY },
  ]);
});

test('the browser check of a prices answer agrees with ShopperPricesSchema', () => {
  const prices = { prices: { 'SKU-1': '$10.00', 'a.b_c': '$2.00' } };
  expect(isShopperPrices(prices)).toBe(true);
  agree(isShopperPrices, ShopperPricesSchema, mutations(prices));
  agree(isShopperPrices, ShopperPricesSchema, [
    ...PROBES,
    { prices: { 'SKU 1': '$1' } },
    { prices: { ['x'.repeat(65)]: '$1' } },
    { prices: [] },
  ]);
});

test('the sample answers carry every field the schema names, so each is probed', () => {
  for (const shopper of [ANONYMOUS_SHOPPER, SIGNED_IN]) {
    expect(Object.keys(shopper).sort()).toEqual(Object.keys(ShopperSchema.shape).sort());
  }
});
