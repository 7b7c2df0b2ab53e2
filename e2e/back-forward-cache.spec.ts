import { expect, test } from '@playwright/test';
import config from '../playwright.config.ts';
import { gotoHydrated } from './helpers/hydration.ts';

/*
 * Back and Forward restore an anonymous shopper's page from the browser's back/forward
 * cache (it is `private, no-cache`), never a signed-in shopper's (`private, no-store`):
 * docs/operations.md#what-a-cdn-may-cache. Playwright starts Chromium with that cache switched off.
 */
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('Back restores an anonymous page from the back/forward cache, never a signed-in one', async ({
  page,
}) => {
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      (window as Window & { restored?: boolean }).restored = event.persisted;
    });
  });
  for (const [scenario, restored] of [
    ['anonymous', true],
    ['customer', false],
  ] as const) {
    await gotoHydrated(page, `/?mock-scenario=${scenario}`);
    // a page left while it still loads (the chat frame comes after load and idle) is not kept
    await expect(page.locator('iframe[data-chat-frame]')).toBeVisible();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('iframe')].every(
        (frame) => frame.contentDocument?.readyState === 'complete',
      ),
    );
    await page.goto('/science');
    // a restored page fires no load event
    await page.goBack({ waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => (window as Window & { restored?: boolean }).restored))
      .toBe(restored);
  }
});
