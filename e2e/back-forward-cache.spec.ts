import { expect, test } from './support/mock-state.ts';
import config from '../playwright.config.ts';
import { gotoHydrated } from './helpers/hydration.ts';

/*
 * Back and Forward restore a page from the browser's back/forward cache for every shopper:
 * the document is the same for all (docs/decisions/020-shared-documents.md), and what is the
 * shopper's own is asked again on the restore, so a restored page never shows a shopper
 * who has since signed out. Playwright starts Chromium with that cache switched off.
 */
test.use({
  launchOptions: {
    ...config.use?.launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('Back restores a page from the back/forward cache and asks the shopper’s parts again', async ({
  page,
}) => {
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      (window as Window & { restored?: boolean }).restored = event.persisted;
    });
  });
  for (const scenario of ['anonymous', 'customer']) {
    // a mock switch is a private answer of its own: the page under test comes after it
    await page.goto(`/science?mock=${scenario}`);
    await gotoHydrated(page, '/');
    // a page left while it still loads (the chat frame comes after load and idle) is not kept
    await expect(page.locator('iframe[data-chat-frame]')).toBeVisible();
    await page.waitForFunction(() =>
      [...document.querySelectorAll('iframe')].every(
        (frame) => frame.contentDocument?.readyState === 'complete',
      ),
    );
    await page.goto('/science');
    const askedAgain = page.waitForRequest((request) =>
      request.url().endsWith(`/api/shopper?page=${encodeURIComponent('/')}`),
    );
    // a restored page fires no load event
    await page.goBack({ waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => (window as Window & { restored?: boolean }).restored))
      .toBe(true);
    await askedAgain;
  }
});

test('@widths Back after a sign-out elsewhere never shows the old initials', async ({
  page,
  mockState,
}) => {
  await mockState('customer,full-cart');
  // a session's first view on a device sets its price context and is private, kept by no
  // cache, the back/forward cache included (docs/decisions/026-price-context.md): Back
  // returns to a later view, a shared document
  await gotoHydrated(page, '/welcome');
  await gotoHydrated(page, '/');
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  // a page left while it still loads (the chat frame comes after load and idle) is not kept
  await expect(page.locator('iframe[data-chat-frame]')).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('iframe')].every(
      (frame) => frame.contentDocument?.readyState === 'complete',
    ),
  );
  // every frame from the restore on: is the avatar or the badge painted?
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { afterRestore: string[] }).afterRestore = seen;
    addEventListener('pageshow', (event) => {
      if (!event.persisted) {
        return;
      }
      const frame = () => {
        const avatar = document.querySelector<HTMLElement>('[data-testid="account-area"] button');
        const badge = document.querySelector<HTMLElement>('[data-testid="cart-badge"]');
        const painted = (element: HTMLElement | null) =>
          element !== null &&
          element.offsetParent !== null &&
          getComputedStyle(element).visibility === 'visible';
        seen.push(`${painted(avatar) ? 'avatar' : ''}${painted(badge) ? ' badge' : ''}`);
        if (seen.length < 120) {
          requestAnimationFrame(frame);
        }
      };
      frame();
    });
  });
  await page.goto('/science');
  // signed out in another tab: the session no longer has the shopper
  await mockState('anonymous');
  await page.goBack({ waitUntil: 'commit' });
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
  const frames = await page.evaluate(
    () => (window as unknown as { afterRestore: string[] }).afterRestore,
  );
  // the page was restored, and no frame showed the signed-out shopper's parts
  expect(frames.length).toBeGreaterThan(0);
  expect(frames[0]).toBe('');
  expect(frames.filter((frame) => frame.includes('avatar'))).toEqual([]);
});
