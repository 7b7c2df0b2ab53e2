import { test as base } from '@playwright/test';
import { parseMockState } from '../../mocks/mock-state.ts';
import { MOCK_STATE_COOKIE, mockStateCookieValue } from '../../mocks/mock-state-carriers.ts';
import { describeMockState } from '../../mocks/mock-state-words.ts';

type MockStateFixtures = {
  /**
   * Sets this test's mock state in one line, for its browser context (its pages and
   * `context.request`): `await mockState('customer,site-api.cart:down')`. Returns the state
   * in words, which the test's report also shows. An invalid value fails the test at once,
   * saying why. Each test has a context of its own, so workers never see each other's state.
   */
  mockState: (value: string) => Promise<string>;
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
      return words;
    });
  },
});

export { expect } from '@playwright/test';
