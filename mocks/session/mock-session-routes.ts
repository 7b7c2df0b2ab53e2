import type { Env, MiddlewareHandler } from 'hono';
import type { Config } from '../../src/lib/config.ts';
import { mockCatalogue, mockStateReport } from '../state/mock-catalogue.ts';
import { DEFAULT_MOCK_STATE } from '../state/mock-state.ts';
import { forgetJournal, readJournal, type JournalEntry } from '../journal/journal.ts';
import { readServedMockState, readServedRequestCookies } from '../handlers/served-request.ts';
import { resetMockSession } from './store.ts';
import { MOCK_STATE_CATALOGUE_PATH } from '../state/mock-state-carriers.ts';

/** The cookie of a browser's mock session (issued on its first page). */
export const MOCK_SESSION_COOKIE = 'mock-session';

/**
 * The cookie the mock site API hands out as its own session, beside the mock session and
 * with the same value: the first that the storefront reads as one (`SITE_SESSION_COOKIES`).
 */
export const siteSessionCookieOf = (config: Config) => config.siteSessionCookies[0] ?? 'JSESSIONID';

/**
 * A journal read by `?page=PATH` (the calls made for that page) and `?since=ISO` (those
 * from that time on), both optional: the scenario bar asks for its own page's load.
 */
export const filterJournal = (entries: readonly JournalEntry[], query: URLSearchParams) => {
  const page = query.get('page');
  const since = Date.parse(query.get('since') ?? '');
  return entries.filter(
    (entry) =>
      (page === null || entry.page === page) &&
      (Number.isNaN(since) || Date.parse(entry.time) >= since),
  );
};

/**
 * The storefront's mock routes for the scenario bar and QA's scripts:
 * `GET /__mocks/state` (this browser's state, in words, and the catalogue),
 * `GET /__mocks/journal` (what the mocks answered this browser's session) and
 * `POST /__mocks/reset` (forgets this browser's carts, CSRF tokens, subscriptions and journal).
 */
export const mockSessionRoutes: MiddlewareHandler<Env> = async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (pathname === MOCK_STATE_CATALOGUE_PATH && c.req.method === 'GET') {
    return c.json({
      ...mockStateReport(readServedMockState() ?? DEFAULT_MOCK_STATE),
      ...mockCatalogue(),
    });
  }
  if (pathname === '/__mocks/journal' && c.req.method === 'GET') {
    const session = readServedRequestCookies().get(MOCK_SESSION_COOKIE);
    const entries = session ? readJournal(session) : [];
    return c.json(
      {
        session: session ?? null,
        entries: filterJournal(entries, new URL(c.req.url).searchParams),
      },
      200,
      { 'cache-control': 'no-store' },
    );
  }
  if (pathname === '/__mocks/reset' && c.req.method === 'POST') {
    const session = readServedRequestCookies().get(MOCK_SESSION_COOKIE);
    if (session) {
      resetMockSession(session);
      forgetJournal(session);
    }
    return c.json({ reset: Boolean(session) });
  }
  await next();
};
