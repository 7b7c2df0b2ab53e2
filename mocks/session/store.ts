import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Cart, Csrf, Product } from '../../contracts/site-api.ts';
import { createCartLine, createCart } from '../../fixtures/cart.ts';
import { createCsrf } from '../../fixtures/csrf.ts';

/**
 * The mocks' memory, per browser session (cookie `mock-session`) and the state's shopper,
 * locale and cart (its data key), so switching them starts from that state's data while
 * toggling a fault keeps the cart. It is bounded: anyone can mint
 * sessions, so past MOCK_STORE_LIMIT the least recently used session is forgotten, as
 * are the oldest records.
 */
type Session = { csrf: Csrf; cart: Cart };

export type SubscriptionRecord = {
  kind: 'newsletter' | 'sms' | 'partner';
  sessionId: string;
  /** the validated request body, or for partner forms the query and raw body */
  payload: unknown;
};

export type BeaconRecord = { path: string; query: string; bodySize: number };

export const MOCK_STORE_LIMIT = 1000;

const sessions = new LRUCache<string, Session>({ max: MOCK_STORE_LIMIT });
const subscriptions: SubscriptionRecord[] = [];
const beacons: BeaconRecord[] = [];

const keepLatest = <T>(records: T[], record: T) => {
  records.push(record);
  records.splice(0, records.length - MOCK_STORE_LIMIT);
};

/** `dataKey`: a preset name or the value of a state without its faults. */
export const openSession = (sessionId: string, dataKey: string, initialCart: Cart): Session => {
  const key = `${sessionId}|${dataKey}`;
  let session = sessions.get(key);
  if (!session) {
    session = { csrf: createCsrf({ token: randomUUID() }), cart: initialCart };
    sessions.set(key, session);
  }
  return session;
};

/** Adds to a line of the same product, or appends one; subtotals follow the quantity. */
export const addToCart = (session: Session, product: Product, quantity: number) => {
  const current = session.cart.lines.find((line) => String(line.productId) === String(product.id));
  const line = createCartLine(product, (current?.quantity ?? 0) + quantity);
  session.cart = createCart({
    lines: current
      ? session.cart.lines.map((each) => (each === current ? line : each))
      : [...session.cart.lines, line],
  });
  return session.cart;
};

export const recordSubscription = (record: SubscriptionRecord) => {
  keepLatest(subscriptions, record);
};

export const recordBeacon = (record: BeaconRecord) => {
  keepLatest(beacons, record);
};

/** What the subscription forms sent, oldest first (for tests and QA tooling). */
export const readSubscriptions = (): readonly SubscriptionRecord[] => [...subscriptions];

/** The monitoring beacons received by the mocked intake, oldest first. */
export const readBeacons = (): readonly BeaconRecord[] => [...beacons];

/** Forgets one browser's mock session: its carts and CSRF tokens in every state, its subscriptions. */
export const resetMockSession = (sessionId: string) => {
  for (const key of [...sessions.keys()].filter((each) => each.startsWith(`${sessionId}|`))) {
    sessions.delete(key);
  }
  const kept = subscriptions.filter((record) => record.sessionId !== sessionId);
  subscriptions.splice(0, subscriptions.length, ...kept);
};

/** Forgets every session, subscription and beacon; tests call it between cases. */
export const resetMockStore = () => {
  sessions.clear();
  subscriptions.length = 0;
  beacons.length = 0;
};
