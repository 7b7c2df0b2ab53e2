import { expect, test } from 'vitest';
import { readReferralCode } from './referral.ts';

const read = (query: string) => readReferralCode(new URLSearchParams(query));

test('the code comes from affid, else refCode, else refcode', () => {
  expect(read('affid=A&refCode=B&refcode=C')).toBe('A');
  expect(read('refCode=B&refcode=C')).toBe('B');
  expect(read('refcode=C')).toBe('C');
  expect(read('utm_source=x')).toBeUndefined();
});

test('line-break sequences are removed from the code', () => {
  expect(read(`affid=${encodeURIComponent('AB\r\nC\rD\nE')}`)).toBe('ABCDE');
  expect(read(`affid=${encodeURIComponent('\r\n')}`)).toBeUndefined();
});

test('the code is trimmed, and anything but 1 to 64 letters, digits, _ and - is ignored', () => {
  expect(read('affid=%20AB-12_c%20')).toBe('AB-12_c');
  expect(read(`affid=${'a'.repeat(64)}`)).toBe('a'.repeat(64));
  for (const bad of [
    ' ',
    '',
    'a'.repeat(65),
    'a'.repeat(6000),
    'a/b',
    '../x',
    'a%3Bb',
    'é',
    'a b',
  ]) {
    expect(read(`affid=${encodeURIComponent(bad)}`), bad).toBeUndefined();
  }
});

test('a bad first code does not fall through to the next parameter', () => {
  expect(read('affid=%20&refCode=B')).toBeUndefined();
});
