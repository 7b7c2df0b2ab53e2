import { expect, test } from '@playwright/test';
import { gotoHydrated, hydrated } from './helpers/hydration.ts';

test('suggestions follow the query, and nonsense says there are none @widths', async ({ page }) => {
  await gotoHydrated(page, '/');
  const search = page.getByRole('combobox').locator('visible=true').first();
  await search.fill('magnesium');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list).toContainText('Search “magnesium” in');
  await expect(list.getByRole('option', { name: 'Products' })).toHaveAttribute(
    'href',
    '/search?q=magnesium#products',
  );
  await expect(list.getByRole('option', { name: 'Podcasts' })).toHaveCount(0);

  await search.fill('qwzx');
  await expect(page.getByText('No suggestions for “qwzx”.', { exact: false })).toBeVisible();
  await expect(list).toHaveCount(0);
});

test('a query typed while the page was still loading stays and gets its suggestions @widths', async ({
  page,
}) => {
  // the page's scripts are held back until the query is in the field
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const search = page.getByRole('combobox').locator('visible=true').first();
  await search.fill('magnesium');
  release();
  await hydrated(page);
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toContainText(
    'Search “magnesium” in',
  );
  await expect(search).toHaveValue('magnesium');
});
