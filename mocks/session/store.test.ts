import { afterEach, expect, test } from 'vitest';
import { emptyCart } from '../../fixtures/cart.ts';
import {
  MOCK_STORE_LIMIT,
  openSession,
  readBeacons,
  readSubscriptions,
  recordBeacon,
  recordSubscription,
  resetMockStore,
} from './store.ts';

afterEach(resetMockStore);

test('a session keeps its state while it is among the most recently used', () => {
  const first = openSession('first', 'anonymous', emptyCart);
  expect(openSession('first', 'anonymous', emptyCart)).toBe(first);
  expect(openSession('first', 'customer', emptyCart)).not.toBe(first);
});

test(`past ${MOCK_STORE_LIMIT} sessions the least recently used one is forgotten`, () => {
  const first = openSession('first', 'anonymous', emptyCart);
  const second = openSession('second', 'anonymous', emptyCart);
  openSession('first', 'anonymous', emptyCart);
  for (let index = 0; index < MOCK_STORE_LIMIT - 1; index += 1) {
    openSession(`s${index}`, 'anonymous', emptyCart);
  }
  expect(openSession('first', 'anonymous', emptyCart)).toBe(first);
  expect(openSession('second', 'anonymous', emptyCart)).not.toBe(second);
});

test(`subscriptions and beacons keep the latest ${MOCK_STORE_LIMIT}`, () => {
  for (let index = 0; index <= MOCK_STORE_LIMIT; index += 1) {
    recordSubscription({ kind: 'newsletter', sessionId: `s${index}`, payload: {} });
    recordBeacon({ path: `/b${index}`, query: '', bodySize: 0 });
  }
  expect(readSubscriptions()).toHaveLength(MOCK_STORE_LIMIT);
  expect(readSubscriptions()[0]?.sessionId).toBe('s1');
  expect(readBeacons()).toHaveLength(MOCK_STORE_LIMIT);
  expect(readBeacons().at(-1)?.path).toBe(`/b${MOCK_STORE_LIMIT}`);
});
