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

/** An address as the render and the edge key it. */
const kept = (address: string) => {
  const url = withoutUnreadParams(new URL(address, 'https://shop.example'));
  return `${url.pathname}${url.search}`;
};

test('the search address keeps its query, `q`; on any other page `q` is dropped like a cache-buster', () => {
  expect(kept('/search?q=omega&gclid=A&locale=en-CA')).toBe('/search?q=omega&locale=en-CA');
  expect(kept('/search/?utm_source=x&q=fish+oil')).toBe('/search/?q=fish+oil');
  expect(kept('/?q=random')).toBe('/');
  expect(kept('/science?q=random&locale=en-CA')).toBe('/science?locale=en-CA');
  expect(kept('/searches?q=omega')).toBe('/searches');
  expect(kept('/search/results?q=omega')).toBe('/search/results');
});

test("the catalogue's address keeps its order, `sort` (the New Arrivals link); no other page does", () => {
  expect(kept('/products?sort=newest&cb=1')).toBe('/products?sort=newest');
  expect(kept('/products?q=omega')).toBe('/products');
  expect(kept('/?sort=newest')).toBe('/');
});
