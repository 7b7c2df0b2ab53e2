import { expect, test } from 'vitest';
import { withoutUnreadParams } from './tracking-params.ts';

test('ad, campaign, referral and unknown parameters are dropped; what a page reads stays', () => {
  const url = new URL(
    'https://shop.example/science?gclid=A&utm_source=news&cb=0.123&fbclid=B&refCode=R&locale=en-CA&builder.preview=page&mock-scenario=x&sort=price#faq',
  );
  expect(withoutUnreadParams(url).href).toBe(
    'https://shop.example/science?locale=en-CA&builder.preview=page&mock-scenario=x#faq',
  );
});

test('an address without any is the same URL, not a copy', () => {
  const url = new URL('https://shop.example/science?locale=en-CA');
  expect(withoutUnreadParams(url)).toBe(url);
});
