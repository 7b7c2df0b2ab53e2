import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers/hydration.ts';
import { seriousViolations } from './helpers/axe.ts';

test.beforeEach(({ viewport }) => {
  test.skip((viewport?.width ?? 0) >= 1280, 'the mobile menu is for widths below 1280 px');
});

test('the mobile menu is a modal: backdrop, no scrolling behind, Tab stays in, focus returns @widths', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((element) => element.matches(':modal'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );

  for (let step = 0; step < 15; step += 1) {
    await page.keyboard.press('Tab');
    expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );
});

test('with an empty cart the menu offers no Checkout link and says why @widths', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Checkout' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(menu.getByText('Your cart is empty')).toBeVisible();
});

test('once the page scrolls, the sticky header is one compact row @widths', async ({ page }) => {
  await page.goto('/science');
  await page.mouse.wheel(0, 1200);
  const bar = page.getByRole('navigation', { name: 'Main' });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const box = await bar.boundingBox();
  expect(box?.y).toBeLessThanOrEqual(1);
  // everything of the header still on screen at the top: the bar row only
  const covered = await page.evaluate(() => {
    const sticky = document.querySelector('nav[aria-label="Main"]')?.parentElement;
    return sticky?.getBoundingClientRect().bottom ?? Infinity;
  });
  expect(covered).toBeLessThanOrEqual(72);
});

test('every row of the menu is one height, and Activate Test is one of them where the bar hides it @phone', async ({
  page,
}) => {
  await gotoHydrated(page, '/?mock=customer');
  // the bar's own Activate Test is hidden at this width
  await expect(page.getByRole('banner').locator('a[href="/activate"]')).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const activate = menu.getByRole('link', { name: 'Activate Test' });
  await expect(activate).toBeVisible();
  await expect(activate).toHaveAttribute('href', '/activate');
  const rows = menu.locator('li > a');
  await expect(rows.filter({ hasText: 'Sign Out' })).toBeVisible();
  const heights = await rows.evaluateAll((links) =>
    links.map((link) => `${link.textContent}: ${Math.round(link.getBoundingClientRect().height)}`),
  );
  expect(new Set(heights.map((row) => row.split(': ')[1])).size, heights.join(', ')).toBe(1);
  expect(heights.length).toBeGreaterThanOrEqual(5);
});

test('a country without testing has no Activate Test in the menu @phone', async ({ page }) => {
  await gotoHydrated(page, '/?mock=canada');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Sign Out' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Activate Test' })).toHaveCount(0);
});

test(
  'the menu toggle opens the mobile menu; the closed-menu search is there before',
  {
    tag: '@phone',
  },
  async ({ page }) => {
    await gotoHydrated(page, '/?mock=customer');
    const search = page.getByPlaceholder('Search products, articles, and more');
    await expect(search).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    // the customer's cart is empty: Checkout stays in its place, disabled, saying why
    await expect(menu.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await expect(menu.getByText('Your cart is empty: add a product to check out.')).toBeVisible();
    await expect(menu.getByText('Jordan Rivera')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Out' })).toBeVisible();
    await expect(search).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  },
);
