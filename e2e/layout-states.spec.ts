import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './helpers/axe.ts';
import { gotoHydrated } from './helpers/hydration.ts';

/*
 * The header and footer in each shopper's state (docs/behaviour.md#layouts): signed out or in,
 * by role and country, with a full cart, with a backend down, and at the crowded widths.
 */

/** The home page in a mock scenario, hydrated; the navigation's status. */
const openAs = async (page: Page, scenario: string) => {
  const response = await gotoHydrated(page, `/?mock=${scenario}`);
  return response?.status();
};

const header = (page: Page) => page.locator('header');
const footer = (page: Page) => page.locator('footer');
const badge = (page: Page) => page.getByTestId('cart-badge');

test('anonymous (US): Sign In, Activate Test, an empty cart, no exclusivity banner', async ({
  page,
}) => {
  expect(await openAs(page, 'anonymous')).toBe(200);
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Activate Test' })).toBeVisible();
  await expect(badge(page)).toHaveText('0');
  await expect(footer(page).getByText('This site is exclusive to')).toHaveCount(0);
  await expect(footer(page).getByRole('button', { name: 'Sign up for SMS' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the announcement banner is sanitized and the navigation hides links without a url', async ({
  page,
}) => {
  await openAs(page, 'anonymous');
  const banner = page.locator('[data-announcement-banner]');
  await expect(banner).toContainText('Free US shipping');
  await expect(banner.locator('script')).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: /New Arrivals/ })).toContainText('New');
  await expect(header(page).getByText('Coming Soon')).toHaveCount(0);
});

for (const [scenario, extras] of [
  ['customer', []],
  ['professional', ['Dispensary']],
  ['developer', ['Integrations']],
  ['ambassador', ['Storefront']],
  ['all-roles', ['Dispensary', 'Integrations', 'Storefront']],
] as const) {
  test(`logged in as ${scenario}, the avatar opens the account menu with the items the roles allow`, async ({
    page,
  }) => {
    await openAs(page, scenario);
    const avatar = header(page).getByRole('button', { name: /^Account menu for / });
    await expect(avatar.locator('[aria-hidden="true"]')).toHaveText('JR');
    await avatar.click();
    await expect(page.getByRole('menuitem')).toHaveText([
      'Profile',
      ...extras,
      'Track Order',
      'Settings',
      'Sign Out',
    ]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(footer(page).getByRole('button', { name: 'Sign up for SMS' })).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('Canada: flag, exclusivity banner, no Activate Test, restricted footer links hidden', async ({
  page,
}) => {
  await openAs(page, 'canada');
  // the account's own locale reloads the page once (docs/decisions/020-shared-documents.md):
  // landed, before the next navigation, which it would otherwise interrupt
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await gotoHydrated(page, '/?locale=en-CA');
  // the CMS is asked in the shopper's locale
  await expect(header(page)).toContainText('Free shipping across Canada');
  await expect(
    footer(page).getByText('This site is exclusive to Lumen Nutrition Retail customers.'),
  ).toBeVisible();
  await expect(header(page).getByRole('img', { name: 'Canada flag' })).toHaveCount(1);
  await expect(header(page).getByRole('link', { name: 'Activate Test' })).toHaveCount(0);
  await expect(footer(page).getByRole('link', { name: 'Activate a Test' })).toHaveCount(0);
  await expect(footer(page).getByRole('link', { name: 'For Practitioners' })).toHaveCount(1);
  await expect(footer(page).getByRole('link', { name: 'Careers' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a full cart shows the sum of its quantities', async ({ page }) => {
  await openAs(page, 'full-cart');
  await expect(badge(page)).toHaveText('6');
  // kept for every tab of the origin with the header's other parts
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('shopper') ?? '{}') as { cartQuantity?: unknown })
            .cartQuantity,
      ),
    )
    .toBe(6);
});

test('with the site API down the page still renders; the account is unknown, so no Sign In and no count', async ({
  page,
}) => {
  expect(await openAs(page, 'site-api-down')).toBe(200);
  // docs/behaviour.md#failures: told in words after asking again
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'We could not reach your account. Reload the page to try again.' }),
  ).toBeVisible({ timeout: 15_000 });
  await expect(header(page).getByRole('link', { name: 'Sign In' })).toBeHidden();
  await expect(badge(page)).toBeHidden();
});

test('with the CMS down the page is a 503 in the layout, with a way on and no backend detail', async ({
  page,
}) => {
  expect(await openAs(page, 'cms-down')).toBe(503);
  await expect(header(page)).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
  // on the home page the way on is this page again, never a link to itself named "home"
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /^\/(\?|$)/);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveCount(0);
  // the header's search is the one search: no second field also named "Search"
  await expect(page.locator('main').getByRole('search')).toHaveCount(0);
  await expect(page.getByText('The CMS answered')).toHaveCount(0);
});

// the narrowest phone, a tablet at the mobile-media edge, and the first width with the desktop
// links and search bar (the most crowded bar), in both countries (docs/behaviour.md#layouts)
for (const [scenario, width] of [
  ['anonymous', 320],
  ['canada', 375],
  ['all-roles', 768],
  ['anonymous', 1280],
  ['canada', 1280],
] as const) {
  test.describe(`${scenario} at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the page is no wider than the screen and the cart stays on it', async ({ page }) => {
      await openAs(page, scenario);
      if (scenario === 'canada') {
        // the Canadian's own locale: the shopper's answer loads the page once more in it
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      const cart = await page.getByRole('link', { name: /^Cart, / }).boundingBox();
      expect(cart && cart.x + cart.width).toBeLessThanOrEqual(width);
    });
  });
}
