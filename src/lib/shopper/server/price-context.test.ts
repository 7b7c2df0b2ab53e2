import { expect, test } from 'vitest';
import { priceContextValue, readPriceContext } from './price-context.ts';

const SECRET = 'a-secret-of-the-servers-0123456789';

test("a group's value reads back as that group, with the secret that signed it only", () => {
  const value = priceContextValue('PROFESSIONAL', SECRET);
  expect(value).toMatch(/^PROFESSIONAL\.[\w-]{43}$/);
  expect(readPriceContext(value, SECRET)).toEqual({ kind: 'group', group: 'PROFESSIONAL' });
  expect(readPriceContext(value, 'another-secret-0123456789abcdef')).toEqual({ kind: 'invalid' });
});

test('a forged, renamed, random or oversized value is invalid, never a group', () => {
  const value = priceContextValue('PROFESSIONAL', SECRET) ?? '';
  const signature = value.split('.')[1] ?? '';
  for (const forged of [
    'PROFESSIONAL',
    `WHOLESALE.${signature}`,
    `PROFESSIONAL.${signature.slice(0, -1)}A`,
    `PROFESSIONAL.${signature}x`,
    'x'.repeat(4000),
    '.',
    'RETAIL.',
  ]) {
    expect(readPriceContext(forged, SECRET)).toEqual({ kind: 'invalid' });
  }
});

test('no value is no context; "public" is the public prices; a name no cookie can carry gets no value', () => {
  expect(readPriceContext(undefined, SECRET)).toEqual({ kind: 'none' });
  expect(readPriceContext('', SECRET)).toEqual({ kind: 'none' });
  expect(readPriceContext('public', SECRET)).toEqual({ kind: 'public' });
  expect(priceContextValue('a b;c', SECRET)).toBeUndefined();
});
