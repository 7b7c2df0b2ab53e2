import { expect, test } from 'vitest';
import { currencyFor, currencyLabel, priceNamingCurrency } from './price.ts';

test('the site sells in CAD in Canada and in USD elsewhere', () => {
  expect(currencyFor('en-CA')).toBe('CAD');
  expect(currencyFor('en-US')).toBe('USD');
});

test('a bare dollar price names CAD in Canada and stays as written in the US', () => {
  expect(priceNamingCurrency('$1,039.50', 'en-CA')).toBe('CA$1,039.50');
  expect(priceNamingCurrency('$34.00', 'en-US')).toBe('$34.00');
});

test('a price that names its currency, or is no amount, is shown as the site API wrote it', () => {
  expect(priceNamingCurrency('CA$47.00', 'en-CA')).toBe('CA$47.00');
  expect(priceNamingCurrency('US$34.00', 'en-CA')).toBe('US$34.00');
  expect(priceNamingCurrency('Call us', 'en-CA')).toBe('Call us');
});

test('a country list names each currency by its code and its sign', () => {
  expect(currencyLabel('en-CA')).toBe('CAD $');
  expect(currencyLabel('en-US')).toBe('USD $');
});
