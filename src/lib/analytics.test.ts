// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import {
  PAGE_VIEW_SETTLE_MS,
  pushPageView,
  relayAnalyticsMessage,
  TRACK_EVENT,
  visitorAttributesOf,
} from './analytics.ts';

const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
afterEach(() => {
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

const message = (origin: string, data: unknown) => new MessageEvent('message', { origin, data });

test('a same-origin datalayer-push with an event is re-emitted as trackEvent and pushed', async () => {
  const seen: unknown[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent).detail);
  window.addEventListener(TRACK_EVENT, listener);
  const event = { event: 'quizDone', score: 3 };
  expect(
    await relayAnalyticsMessage(message(window.location.origin, { type: 'datalayer-push', event })),
  ).toBe(true);
  window.removeEventListener(TRACK_EVENT, listener);
  expect(seen).toEqual([event]);
  expect(dataLayer()).toEqual([event]);
});

test('a message from another origin, of another type or without an event is ignored', async () => {
  const seen: unknown[] = [];
  const listener = (event: Event) => seen.push(event);
  window.addEventListener(TRACK_EVENT, listener);
  const origin = window.location.origin;
  expect(
    await relayAnalyticsMessage(
      message('https://evil.example', { type: 'datalayer-push', event: 'x' }),
    ),
  ).toBe(false);
  expect(await relayAnalyticsMessage(message(origin, { type: 'other', event: 'x' }))).toBe(false);
  expect(await relayAnalyticsMessage(message(origin, { type: 'datalayer-push' }))).toBe(false);
  window.removeEventListener(TRACK_EVENT, listener);
  expect(seen).toEqual([]);
  expect(dataLayer()).toEqual([]);
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
