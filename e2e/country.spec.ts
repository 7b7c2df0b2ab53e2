import { expect, test, type Page } from '@playwright/test';
import { overlaps } from './helpers/boxes.ts';
import { seriousViolations } from './helpers/axe.ts';
import { gotoBeforeHydration, gotoHydrated } from './helpers/hydration.ts';

/*
 * Choosing a country (docs/behaviour.md#footer, #states), the header beside the country's
 * flag (#header) and prices in the chosen country's currency (#prices).
 */

const selector = (page: Page) => page.getByRole('contentinfo').locator('details');
const localeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'locale')?.value;

test('looking through the countries with the keyboard changes nothing; following one does @widths', async ({
  page,
}) => {
  await gotoHydrated(page, '/science');
  const summary = selector(page).locator('summary');
  await expect(summary).toHaveText('Country: United States');
  await summary.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/\/science$/);
  expect(await localeCookie(page)).toBeUndefined();
  // Enter opens the list; Tab reaches each country; arrows still go nowhere
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(selector(page).getByRole('link', { name: 'United States' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  const canada = selector(page).getByRole('link', { name: 'Canada' });
  await expect(canada).toBeFocused();
  await expect(page).toHaveURL(/\/science$/);
  expect(await localeCookie(page)).toBeUndefined();
  expect(await seriousViolations(page)).toEqual([]);
  // the deliberate act
  await Promise.all([page.waitForURL(/\/science\?locale=en-CA$/), page.keyboard.press('Enter')]);
  expect(await localeCookie(page)).toBe('en-CA');
  await expect(selector(page).locator('summary')).toHaveText('Country: Canada');
});

test('the country selector works before the page has hydrated', async ({ page }) => {
  const hydrate = await gotoBeforeHydration(page, '/science');
  await selector(page).locator('summary').click();
  await Promise.all([
    page.waitForURL(/\/science\?locale=en-CA$/),
    selector(page).getByRole('link', { name: 'Canada' }).click(),
  ]);
  expect(await localeCookie(page)).toBe('en-CA');
  await hydrate();
});

test('flags are drawn pictures, never emoji: in the selector, the header and the banner @widths', async ({
  page,
}) => {
  await gotoHydrated(page, '/?locale=en-CA');
  await selector(page).locator('summary').click();
  // beside a country's name the flag is not said again
  await expect(selector(page).locator('svg[aria-hidden="true"]')).toHaveCount(3);
  await expect(selector(page).getByRole('link', { name: 'Canada' })).toBeVisible();
  // where it stands alone it is an image named for the country
  await expect(page.locator('header').getByRole('img', { name: 'Canada flag' })).toBeVisible();
  await expect(
    page.getByRole('contentinfo').getByRole('img', { name: 'Canada flag' }),
  ).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/\p{Regional_Indicator}/u);
  expect(await page.getByRole('contentinfo').locator('select').count()).toBe(0);
});

for (const [country, query] of [
  ['US', '?locale=en-US'],
  ['Canada', '?locale=en-CA'],
] as const) {
  test(`at 375 px the brand name stays beside the mark, clear of the rest (${country}) @phone`, async ({
    page,
  }) => {
    await gotoHydrated(page, `/${query}`);
    const bar = page.getByRole('navigation', { name: 'Main' });
    const name = bar
      .getByRole('link', { name: 'Lumen Nutrition home' })
      .getByText('Lumen Nutrition');
    await expect(name).toBeVisible();
    const box = await name.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    const neighbours = [
      bar.getByRole('link', { name: 'Sign In' }),
      bar.getByRole('link', { name: /^Cart/ }),
      ...(country === 'Canada' ? [bar.getByRole('img', { name: 'Canada flag' })] : []),
    ];
    for (const neighbour of neighbours) {
      await expect(neighbour).toBeVisible();
      expect(await overlaps(name, neighbour)).toBe(false);
    }
  });
}

test('an anonymous shopper who picks Canada is priced in CAD, named as such; the US stays in USD', async ({
  page,
}) => {
  const banner = page.locator('section', {
    has: page.getByRole('heading', { name: 'Omega-3 Fish Oil', level: 2 }),
  });
  const cardPrices = page
    .getByRole('region', { name: 'New arrivals' })
    .locator('article')
    .getByText(/\$\d/);
  await gotoHydrated(page, '/blocks/carousels');
  await expect(banner).toContainText('$34.00');
  await expect(banner).not.toContainText('CA$');
  await expect(cardPrices.first()).toHaveText(/^\$\d/);

  // the page that sets the locale is already priced in it, and so is the next one
  for (const path of ['/blocks/carousels?locale=en-CA', '/blocks/carousels']) {
    await gotoHydrated(page, path);
    await expect(banner).toContainText('CA$47.00');
    const prices = await cardPrices.allTextContents();
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.filter((price) => !price.startsWith('CA$'))).toEqual([]);
  }

  await gotoHydrated(page, '/blocks/carousels?locale=en-US');
  await expect(banner).toContainText('$34.00');
  await expect(banner).not.toContainText('CA$');
});

test('Escape closes the country list and hands focus back to its summary; each country names its currency @widths', async ({
  page,
}) => {
  await gotoHydrated(page, '/science');
  const details = selector(page);
  const summary = details.locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await expect(details.getByRole('link')).toHaveText(['United States (USD $)', 'Canada (CAD $)']);
  await page.keyboard.press('Tab');
  await expect(details.getByRole('link', { name: 'United States (USD $)' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(details).not.toHaveAttribute('open');
  await expect(summary).toBeFocused();
  // Escape on the summary itself closes the open list too
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('open', '');
  await page.keyboard.press('Escape');
  await expect(details).not.toHaveAttribute('open');
  await expect(summary).toBeFocused();
});

test('a Canadian sees one price per product: the deprecated carousel prices Omega-3 as the banner does', async ({
  page,
}) => {
  const banner = page.locator('section', {
    has: page.getByRole('heading', { name: 'Omega-3 Fish Oil', level: 2 }),
  });
  const staffPick = page
    .getByRole('region', { name: 'Staff picks' })
    .locator('article', { hasText: 'Omega-3 Fish Oil' });
  await gotoHydrated(page, '/blocks/carousels?locale=en-CA');
  await expect(banner).toContainText('CA$47.00');
  await expect(staffPick).toContainText('CA$47.00');
  await expect(page.getByRole('region', { name: 'Staff picks' })).not.toContainText(/(^|[^A])\$\d/);
  await gotoHydrated(page, '/blocks/carousels?locale=en-US');
  await expect(staffPick).toContainText('$34.00');
  await expect(staffPick).not.toContainText('CA$');
});
