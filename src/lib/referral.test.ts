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
