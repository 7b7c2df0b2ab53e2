import { test as base } from '@playwright/test';
import { parseMockState } from '../../mocks/state/mock-state.ts';
import { MOCK_STATE_COOKIE, mockStateCookieValue } from '../../mocks/state/mock-state-carriers.ts';
import { describeMockState } from '../../mocks/state/mock-state-words.ts';
import type { JournalEntry } from '../../mocks/journal/journal.ts';

type MockStateFixtures = {
  /**
   * Sets this test's mock state in one line, for its browser context (its pages and
   * `context.request`): `await mockState('customer,site-api.cart:down')`. Returns the state
   * in words, which the test's report also shows. An invalid value fails the test at once,
   * saying why. Each test has a context of its own, so workers never see each other's state.
   */
  mockState: (value: string) => Promise<string>;
  /**
   * What the mocks answered this test's browser context (its mock session), oldest first:
   * each call's name, request, the part of the state that applied, status and time, so a
   * test can assert `expect(await mockJournal()).toContainEqual(expect.objectContaining(
   * { call: 'site-api.cart', applied: 'call', status: 503 }))`. `{ page: '/science' }`
   * keeps the calls made for that page.
   */
  mockJournal: (filter?: { page?: string }) => Promise<JournalEntry[]>;
};

export const test = base.extend<MockStateFixtures>({
  mockState: async ({ context, baseURL }, provide, testInfo) => {
    await provide(async (value) => {
      const parsed = parseMockState(value);
      if (!parsed.ok) {
        throw new Error(parsed.message);
      }
      const words = describeMockState(parsed.state);
      testInfo.annotations.push({ type: 'mock state', description: words });
      await context.addCookies([
        {
          name: MOCK_STATE_COOKIE,
          value: mockStateCookieValue(parsed.state),
          url: baseURL ?? '',
        },
      ]);
      // a mock session from the start, as a browser has one after its first page view: a
      // page's document is shared and gives none, so its calls are journalled under the
      // session only once the browser has one (docs/decisions/024-mock-journal-and-recording.md)
      const journal = await context.request.get('/__mocks/journal');
      if (!journal.ok()) {
        throw new Error(`GET /__mocks/journal answered ${journal.status()}`);
      }
      return words;
    });
  },
  mockJournal: async ({ context }, provide) => {
    await provide(async (filter = {}) => {
      // the context's own cookies, so its own mock session
      const response = await context.request.get(`/__mocks/journal?${new URLSearchParams(filter)}`);
      if (!response.ok()) {
        throw new Error(`GET /__mocks/journal answered ${response.status()}`);
      }
      return ((await response.json()) as { entries: JournalEntry[] }).entries;
    });
  },
});

export { expect } from '@playwright/test';
