// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { PAGE_VIEW_SETTLE_MS, pushPageView, visitorAttributesOf } from './analytics.ts';

const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
afterEach(() => {
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

test('visitor attributes exist for logged-in users only', () => {
  expect(visitorAttributesOf({ enabled: false }, 'en-US')).toBeUndefined();
  expect(visitorAttributesOf(undefined, 'en-US')).toBeUndefined();
  expect(
    visitorAttributesOf(
      { enabled: true, customerId: 42, priceGroup: 'retail', isAffiliateClient: true },
      'en-CA',
    ),
  ).toEqual({ customerId: '42', priceGroup: 'retail', isAffiliateClient: true, locale: 'en-CA' });
});

test('the page view is pushed once rendering settles, at the latest after 100 ms', async () => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
  try {
    void pushPageView('/science');
    expect(dataLayer()).toEqual([]);
    await vi.advanceTimersByTimeAsync(PAGE_VIEW_SETTLE_MS);
    expect(dataLayer()).toEqual([{ event: 'pageView', pagePath: '/science' }]);
  } finally {
    vi.useRealTimers();
  }
});
