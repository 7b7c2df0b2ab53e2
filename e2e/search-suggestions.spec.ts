import { expect, test } from '@playwright/test';
import { gotoBeforeHydration, gotoHydrated } from './helpers/hydration.ts';

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
  const hydrate = await gotoBeforeHydration(page, '/');
  const search = page.getByRole('combobox').locator('visible=true').first();
  await search.fill('magnesium');
  await hydrate();
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toContainText(
    'Search “magnesium” in',
  );
  await expect(search).toHaveValue('magnesium');
});
