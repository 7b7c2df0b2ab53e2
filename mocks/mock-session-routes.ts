import type { Env, MiddlewareHandler } from 'hono';
import { mockCatalogue, mockStateReport } from './mock-catalogue.ts';
import { DEFAULT_MOCK_STATE } from './mock-state.ts';
import { readServedMockState, readServedRequestCookies } from './served-request.ts';
import { resetMockSession } from './store.ts';

/** The cookie of a browser's mock session (issued on its first page). */
export const MOCK_SESSION_COOKIE = 'mock-session';

/**
 * The storefront's mock routes for the scenario bar and QA's scripts:
 * `GET /__mocks/state` (this browser's state, in words, and the catalogue) and
 * `POST /__mocks/reset` (forgets this browser's carts, CSRF tokens and subscriptions).
 */
export const mockSessionRoutes: MiddlewareHandler<Env> = async (c, next) => {
  const { pathname } = new URL(c.req.url);
  if (pathname === '/__mocks/state' && c.req.method === 'GET') {
    return c.json({
      ...mockStateReport(readServedMockState() ?? DEFAULT_MOCK_STATE),
      ...mockCatalogue(),
    });
  }
  if (pathname === '/__mocks/reset' && c.req.method === 'POST') {
    const session = readServedRequestCookies().get(MOCK_SESSION_COOKIE);
    if (session) {
      resetMockSession(session);
    }
    return c.json({ reset: Boolean(session) });
  }
  await next();
};
