import { expect, test, type Page } from '@playwright/test';

/*
 * The tag manager's anti-flicker hide (docs/decisions/017-anti-flicker-hide.md): it ends when
 * the tag manager's script has loaded or failed, and 4000 ms after it began at the latest.
 * The page's clock is paused, so a hide that ends while no time passes was ended by the
 * script's own event, never by the 4 s timer.
 */
const TAG_MANAGER = '**/vendor/gtm.js';
const ANTI_FLICKER_MS = 4000;

const pauseClock = async (page: Page) => {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
};

const expectHidden = async (page: Page, hidden: boolean) => {
  await expect(page.locator('html')).toHaveClass(hidden ? /\basync-hide\b/ : /^(?!.*async-hide)/);
  await expect(page.locator('html')).toHaveCSS('opacity', hidden ? '0' : '1');
};

test('the page shows once the tag manager has run, on every one of 10 warm navigations', async ({
  page,
}) => {
  await pauseClock(page);
  const tagManagerLoads: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith('/vendor/gtm.js')) {
      tagManagerLoads.push(request.url());
    }
  });
  for (const path of Array.from({ length: 10 }, (_, index) => (index % 2 ? '/' : '/science'))) {
    // goto waits for the load event, which waits for the async tag manager
    await page.goto(path);
    await expectHidden(page, false);
    await expect(
      page.evaluate(
        () => (window as Window & { __tagManagerEvents?: unknown[] }).__tagManagerEvents,
      ),
    ).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ event: 'gtm.js' })]));
  }
  expect(tagManagerLoads).toHaveLength(10);
});

test('a tag manager that fails to load ends the hide at once', async ({ page }) => {
  await pauseClock(page);
  await page.route(TAG_MANAGER, (route) => route.abort('connectionrefused'));
  await page.goto('/science');
  await expectHidden(page, false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test(`a tag manager that never answers ends the hide ${ANTI_FLICKER_MS} ms after it began`, async ({
  page,
}) => {
  await pauseClock(page);
  // the request stays open: the script neither loads nor fails
  await page.route(TAG_MANAGER, () => undefined);
  await page.goto('/science', { waitUntil: 'domcontentloaded' });
  await expectHidden(page, true);
  await page.clock.runFor(ANTI_FLICKER_MS - 1);
  await expectHidden(page, true);
  await page.clock.runFor(1);
  await expectHidden(page, false);
});

test('the tag manager is asked for while the stylesheets are still on their way @phone', async ({
  page,
}) => {
  // a slow phone's stylesheets, held until the tag manager has been asked for: the inline
  // script waits for every stylesheet above it, so the download has to start without it
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route('**/assets/*.css', (route) =>
    holding ? held.push(() => route.continue()) : route.continue(),
  );
  const tagManagerAsked = page.waitForRequest((request) =>
    request.url().endsWith('/vendor/gtm.js'),
  );
  const loaded = page.goto('/');
  await tagManagerAsked;
  expect(held.length).toBeGreaterThan(0);
  holding = false;
  await Promise.all(held.map((release) => release()));
  await loaded;
  await expectHidden(page, false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
