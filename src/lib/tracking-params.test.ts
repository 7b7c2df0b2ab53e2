import { expect, test } from 'vitest';
import { withoutTrackingParams } from './tracking-params.ts';

test('ad, campaign and referral parameters are dropped; what a page reads stays', () => {
  const url = new URL(
    'https://shop.example/science?gclid=A&utm_source=news&utm_medium=mail&fbclid=B&msclkid=C&refCode=R&locale=en-CA&builder.preview=page#faq',
  );
  expect(withoutTrackingParams(url).href).toBe(
    'https://shop.example/science?locale=en-CA&builder.preview=page#faq',
  );
});

test('an address without any is the same URL, not a copy', () => {
  const url = new URL('https://shop.example/science?locale=en-CA');
  expect(withoutTrackingParams(url)).toBe(url);
});
