import type { Page } from '@playwright/test';
import { expect, test } from './support/mock-state.ts';
import { onTop, overlaps } from './helpers/boxes.ts';
import { gotoBeforeHydration, gotoHydrated } from './helpers/hydration.ts';
import { emulateSlowPhone } from './helpers/slow-phone.ts';
import { addressOfChunk } from './helpers/built-files.ts';

/*
 * The shopper's own parts of the header (docs/decisions/025-stored-shopper-parts.md): painted
 * from what the browser knows before the page's modules, honest when the account cannot be
 * asked, and a real 'Sign In' without scripts. Back after a sign-out elsewhere:
 * e2e/back-forward-cache.spec.ts.
 */

// docs/behaviour.md#failures
const ACCOUNT_UNAVAILABLE = 'We could not reach your account. Reload the page to try again.';

const accountArea = (page: Page) => page.getByTestId('account-area');
const accountNote = (page: Page) =>
  page.getByRole('status').filter({ hasText: ACCOUNT_UNAVAILABLE });
const signIn = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' });

type HeaderRecord = { accountStates: string[]; badgeCounts: (string | null)[] };

/**
 * Records, from the first paint, every text and visibility the account area goes through and
 * every count the cart badge shows (null: no number): on each change and each frame.
 */
const recordHeader = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: HeaderRecord = { accountStates: [], badgeCounts: [] };
    (window as unknown as { headerRecord: HeaderRecord }).headerRecord = seen;
    const recordAccount = () => {
      const area = document.querySelector('[data-testid="account-area"]');
      if (!area) {
        return;
      }
      // what is painted: the links and buttons shown, not the markup held for other states
      const shown = [...area.querySelectorAll('a, button')]
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => element.textContent ?? '')
        .join('|');
      if (seen.accountStates.at(-1) !== shown) {
        seen.accountStates.push(shown);
      }
    };
    const recordBadge = () => {
      const badge = document.querySelector<HTMLElement>('[data-testid="cart-badge"]');
      if (!badge && seen.badgeCounts.length === 0) {
        return;
      }
      // the server's badge shows the painted count as a CSS counter, a hydrated one its text
      const count =
        !badge || badge.offsetParent === null
          ? null
          : badge.textContent ||
            getComputedStyle(document.documentElement).getPropertyValue('--shopper-cart');
      if (seen.badgeCounts.length === 0 || seen.badgeCounts.at(-1) !== count) {
        seen.badgeCounts.push(count);
      }
    };
    const record = () => {
      recordAccount();
      recordBadge();
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    const frame = () => {
      record();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  const read = () =>
    page.evaluate(() => (window as unknown as { headerRecord: HeaderRecord }).headerRecord);
  return {
    accountStates: async () => (await read()).accountStates,
    badgeCounts: async () => (await read()).badgeCounts,
  };
};

/** A first visit that leaves the shopper's parts stored, as any earlier page view does. */
const knownShopper = async (page: Page, mockState: (value: string) => Promise<string>) => {
  await mockState('customer,full-cart');
  await gotoHydrated(page, '/science');
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
};

/** Holds back every script module of the page until the function returned is called. */
const holdModules = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
};

/** Whether any module of the page has run: none has while they are held. */
const modulesRan = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: { event?: unknown }[] }).dataLayer ?? []).some(
      (entry) => entry.event === 'pageView',
    ),
  );

/** The initials the account area paints (generated content), before any module. */
const paintedInitials = (page: Page) =>
  accountArea(page)
    .locator('[aria-hidden="true"]')
    .first()
    .evaluate((element) => getComputedStyle(element, '::before').content);

for (const [fault, breakIt] of [
  [
    'the account call is down',
    (_: Page, mockState: (value: string) => Promise<string>) =>
      mockState('customer,full-cart,site-api.user:down'),
  ],
  [
    'the account call is slower than its time box',
    (_: Page, mockState: (value: string) => Promise<string>) =>
      mockState('customer,full-cart,site-api.user:slow-3000'),
  ],
  [
    '/api/shopper answers 503',
    (page: Page) =>
      page.route('**/api/shopper?**', (route) =>
        route.fulfill({ status: 503, body: 'Service Unavailable' }),
      ),
  ],
] as const) {
  test(`@widths a signed-in shopper never sees "Sign In" when ${fault}, and is told`, async ({
    page,
    mockState,
  }) => {
    test.setTimeout(60_000);
    await knownShopper(page, mockState);
    await breakIt(page, mockState);
    const { accountStates: states } = await recordHeader(page);
    // on a slow phone, where the retries and the header's paint take seconds
    await emulateSlowPhone(page);
    await page.goto('/science');
    // asked again, then told in words; the header stays the shopper's meanwhile
    await expect(accountNote(page)).toBeVisible({ timeout: 20_000 });
    // from the stored copy, which keeps no name
    await expect(
      accountArea(page).getByRole('button', { name: 'Account menu', exact: true }),
    ).toContainText('JR');
    await expect(page.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
    expect((await states()).filter((state) => state.includes('Sign In'))).toEqual([]);
  });
}

test('@widths the note that the account cannot be reached covers nothing, and closes from the keyboard', async ({
  page,
  mockState,
}) => {
  test.setTimeout(60_000);
  await mockState('customer,full-cart,site-api.user:down');
  await page.goto('/');
  await expect(accountNote(page)).toBeVisible({ timeout: 20_000 });
  // the phone's and the tablet's search row under the bar, or the desktop bar's own
  const search = page.getByRole('combobox').filter({ visible: true }).first();
  expect(await onTop(search)).toBe(true);
  expect(await overlaps(accountNote(page), search)).toBe(false);
  for (const part of [page.getByRole('link', { name: /^Cart/ }), accountArea(page)]) {
    expect(await onTop(part)).toBe(true);
  }
  // the next Tab stop after the bar, and no trap: closed, it is gone
  await page.getByRole('link', { name: /^Cart/ }).focus();
  await page.keyboard.press('Tab');
  const close = accountNote(page).locator('xpath=..').getByRole('button', { name: 'Close' });
  await expect(close).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(accountNote(page)).toHaveCount(0);
  await expect(close).toHaveCount(0);
  expect(await onTop(search)).toBe(true);
});

test('@widths a new tab of a known shopper paints initials and badge in its first paint, before any answer or module', async ({
  page,
  context,
  mockState,
}) => {
  await knownShopper(page, mockState);
  const tab = await context.newPage();
  // the answer and the modules never come while the header is looked at
  await tab.route('**/api/shopper?**', () => new Promise(() => {}));
  const release = await holdModules(tab);
  const { accountStates: states, badgeCounts: counts } = await recordHeader(tab);
  await tab.goto('/science', { waitUntil: 'commit' });
  await expect(accountArea(tab)).toBeVisible();
  await expect(signIn(tab)).toBeHidden();
  const initials = accountArea(tab).locator('[aria-hidden="true"]').first();
  await expect(initials).toBeVisible();
  expect(await paintedInitials(tab)).toBe('"JR"');
  await expect(tab.getByTestId('cart-badge').first()).toBeVisible();
  expect(await modulesRan(tab)).toBe(false);
  // from the first paint on: never 'Sign In', never a count but the stored one
  expect((await states()).filter((state) => state.includes('Sign In'))).toEqual([]);
  expect(await counts()).toEqual(['6']);
  release();
});

test("@widths the answer's initials and cart count are painted as it arrives, with every module of the page held back", async ({
  page,
  mockState,
}) => {
  // a new browser: nothing stored, so what is painted comes from the answer
  await mockState('customer,full-cart');
  const release = await holdModules(page);
  const { badgeCounts: counts } = await recordHeader(page);
  const answered = page.waitForResponse((response) => response.url().includes('/api/shopper?'));
  await page.goto('/science', { waitUntil: 'commit' });
  await answered;
  await expect(page.locator('html')).toHaveAttribute('data-shopper', 'signed-in');
  await expect(signIn(page)).toBeHidden();
  expect(await paintedInitials(page)).toBe('"JR"');
  await expect(page.getByTestId('cart-badge').first()).toBeVisible();
  expect((await counts()).filter((count) => count !== null)).toEqual(['6']);
  // still held: no module has run, the avatar is not a button yet
  expect(await modulesRan(page)).toBe(false);
  await expect(accountArea(page).getByRole('button')).toHaveCount(0);
  release();
});

test('a visitor with nothing stored sees "Sign In" in the first paint, and no count', async ({
  page,
}) => {
  await page.route('**/api/shopper?**', () => new Promise(() => {}));
  await gotoBeforeHydration(page, '/science');
  await expect(signIn(page)).toBeVisible();
  await expect(page.getByTestId('cart-badge').first()).toBeHidden();
});

test('the answer is painted the moment it arrives, with the modules held back; hydration takes over', async ({
  page,
  mockState,
}) => {
  await mockState('customer,full-cart');
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  const { accountStates: states } = await recordHeader(page);
  const answered = page.waitForResponse((response) => response.url().includes('/api/shopper?'));
  const hydrate = await gotoBeforeHydration(page, '/science');
  await answered;
  await expect(signIn(page)).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('data-shopper', 'signed-in');
  const initials = accountArea(page).locator('[aria-hidden="true"]').first();
  await expect(initials).toBeVisible();
  const before = await accountArea(page).boundingBox();
  await hydrate();
  await expect(page.getByRole('button', { name: 'Account menu for Jordan Rivera' })).toBeVisible();
  expect(await accountArea(page).boundingBox()).toEqual(before);
  // the server's markup hydrates as it is (a mismatch would render the page again)
  expect(errors.filter((text) => /hydrat|#418|#423/i.test(text))).toEqual([]);
  // 'Sign In' first (nothing stored on this new browser), then the initials painted by the
  // head script (no link or button yet), then the hydrated avatar: never 'Sign In' again
  const seen = await states();
  expect(seen.slice(0, 2)).toEqual(['Sign In', '']);
  expect(seen.slice(2).every((state) => state.startsWith('JR'))).toBe(true);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('@widths the account area is a real Sign In link, and the badge shows no count', async ({
    page,
    mockState,
  }) => {
    await mockState('customer,full-cart');
    await page.goto('/science');
    await expect(signIn(page)).toBeVisible();
    await expect(signIn(page)).toHaveAttribute('href', '/login');
    await expect(page.getByTestId('cart-badge').first()).toBeHidden();
    await expect(page.getByRole('link', { name: 'Cart', exact: true }).first()).toBeAttached();
  });
});

test("@widths until the answer's checks load, after the page, the header is the head script's paint, and another tab's sign-out meanwhile is kept for them", async ({
  page,
  context,
  mockState,
}) => {
  await knownShopper(page, mockState);
  // the module that checks the answer and puts it in place, held back: the page hydrates
  // without it (docs/decisions/014-browser-code-on-first-use.md)
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(`**${addressOfChunk('shopper-answers')}`, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  await gotoHydrated(page, '/science');
  // what the head script painted from the stored copy: the avatar (no name: a stored copy
  // keeps none) with its menu, and the count
  await expect(
    accountArea(page).getByRole('button', { name: 'Account menu', exact: true }),
  ).toContainText('JR');
  await expect(page.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
  await expect.poll(() => requested).toBe(true);
  // the shopper signs out in another tab of the browser
  await mockState('anonymous');
  const other = await context.newPage();
  await other.goto('/favicon.svg');
  await other.evaluate(() =>
    localStorage.setItem(
      'shopper',
      JSON.stringify({
        signedIn: false,
        initials: '',
        accountMenu: [],
        cartQuantity: null,
        savedAt: Date.now(),
      }),
    ),
  );
  await expect(signIn(page)).toBeHidden();
  release();
  await expect(signIn(page)).toBeVisible();
  await expect(accountArea(page).getByRole('button')).toHaveCount(0);
  // requested once the page had loaded, not in its first load
  const requestedAfterLoad = await page.evaluate((address) => {
    const view = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const module = performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname === address);
    return module !== undefined && module.startTime >= view.loadEventStart;
  }, addressOfChunk('shopper-answers'));
  expect(requestedAfterLoad).toBe(true);
});
