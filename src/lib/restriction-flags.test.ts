import { expect, test } from 'vitest';
import { CountrySchema } from '../../contracts/site-api.ts';
import { isLinkAllowed } from './restriction-flags.ts';

const country = CountrySchema.parse({
  code: 'CA',
  name: 'Canada',
  professionEnabled: true,
  testingEnabled: false,
  shippingEnabled: true,
});

test('a link without flags is shown', () => {
  expect(isLinkAllowed([], country)).toBe(true);
});

test('each flag requires its country setting', () => {
  expect(isLinkAllowed(['COUNTRY_PROFESSION_ENABLED'], country)).toBe(true);
  expect(isLinkAllowed(['COUNTRY_SHIPPING_ENABLED'], country)).toBe(true);
  expect(isLinkAllowed(['COUNTRY_TESTING_ENABLED'], country)).toBe(false);
});

test('every flag must hold', () => {
  expect(isLinkAllowed(['COUNTRY_PROFESSION_ENABLED', 'COUNTRY_TESTING_ENABLED'], country)).toBe(
    false,
  );
});

test('an unknown flag hides the link', () => {
  expect(isLinkAllowed(['COUNTRY_MOON_ENABLED'], country)).toBe(false);
});
