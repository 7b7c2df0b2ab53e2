import { expect, test, type Page } from '@playwright/test';
import { gotoBeforeHydration, gotoHydrated } from './helpers/hydration.ts';
import { suggestionsFor } from '../fixtures/search.ts';
import { addressOfChunk } from './helpers/built-files.ts';

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

test('search suggestions link to each category', async ({ page }) => {
  await gotoHydrated(page, '/?mock=anonymous');
  await page.locator('header').getByRole('combobox').fill('omega');
  const expected = suggestionsFor('omega').page.resultsAvailableFor;
  expect(expected.length).toBeGreaterThan(1);
  // the category links; the chat's 'Ask … a question' entry comes first and is no link
  const options = page.locator('header').locator('a[role="option"]');
  await expect(options).toHaveCount(expected.length);
  for (const [index, category] of expected.entries()) {
    await expect(options.nth(index)).toHaveAttribute(
      'href',
      `/search?q=omega#${category.toLowerCase()}`,
    );
  }
  await expect(page.getByRole('status').filter({ hasText: 'Suggestions available' })).toHaveCount(
    1,
  );
});

test('the search field shows a clear focus ring @widths', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox').locator('visible=true').first();
  await search.focus();
  const ring = await search.evaluate(
    (input) => getComputedStyle(input.closest('label')!).boxShadow,
  );
  expect(ring).toMatch(/3px/);
});

test('search: the first Escape closes the suggestions, the second clears; Tab leaves and closes', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const search = page.locator('header').getByRole('combobox');
  await search.fill('omega');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Escape');
  await expect(listbox).toHaveCount(0);
  await expect(search).toHaveValue('omega');
  await expect(search).not.toHaveAttribute('aria-activedescendant');
  await search.press('Escape');
  await expect(search).toHaveValue('');
  await search.fill('omega');
  await expect(listbox).toBeVisible();
  await search.press('Tab');
  await expect(listbox).toHaveCount(0);
  await expect(search).not.toBeFocused();
});

/**
 * Holds back the search's suggestions (`search-combobox.tsx`, fetched when the shopper first
 * reaches for the field), as on a slow network; the function returned lets them load.
 */
const holdSuggestionsCode = async (page: Page) => {
  const requested: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${addressOfChunk('search-combobox')}`, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  return { requested, release };
};

test('typing before the suggestions have loaded keeps every character, and they suggest for it', async ({
  page,
}) => {
  const { requested, release } = await holdSuggestionsCode(page);
  await gotoHydrated(page, '/?mock=anonymous');
  // not in the page's first load: fetched when the shopper reaches for the field
  expect(requested).toHaveLength(0);
  const search = page.locator('header').getByRole('combobox');
  await search.pressSequentially('magnesium');
  await expect(search).toHaveValue('magnesium');
  expect(requested).toHaveLength(1);
  release();
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toContainText(
    'Search “magnesium” in',
  );
  await expect(search).toHaveValue('magnesium');
});

test('Enter before the suggestions have loaded searches for what was typed', async ({ page }) => {
  await holdSuggestionsCode(page);
  await gotoHydrated(page, '/');
  const search = page.locator('header').getByRole('combobox');
  await search.pressSequentially('magnesium');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=magnesium$/);
  await expect(page.locator('main')).toContainText('Query: “magnesium”');
});

test('the search by keyboard only: type, arrow to a category, Enter follows it', async ({
  page,
}) => {
  await gotoHydrated(page, '/?mock=anonymous');
  const search = page.locator('header').getByRole('combobox');
  await search.focus();
  await page.keyboard.type('omega');
  const products = page.getByRole('option', { name: 'Products' });
  await expect(products).toBeVisible();
  // the chat's entry, when the shopper has the chat, comes before the categories
  const before = await page
    .getByRole('option')
    .evaluateAll((options) => options.findIndex((option) => option.textContent === 'Products'));
  for (let step = 0; step <= before; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(search).toHaveAttribute(
    'aria-activedescendant',
    (await products.getAttribute('id'))!,
  );
  await expect(products).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=omega#products$/);
});

test('focusing the search asks an open chat to minimise', async ({ page }) => {
  await gotoHydrated(page, '/');
  const frameElement = page.locator('iframe[data-chat-frame]');
  await expect(frameElement).toHaveCount(1);
  await page.locator('header').getByRole('button', { name: 'Chat with Lumi' }).click();
  await expect(frameElement).toHaveAttribute('data-state', 'open');
  await page.locator('header').getByRole('combobox').focus();
  await expect(frameElement).toHaveAttribute('data-state', 'minimised');
});
