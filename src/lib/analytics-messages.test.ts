// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest';
import { relayAnalyticsMessage, TRACK_EVENT } from './analytics-messages.ts';

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
