import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { suggestionsFor } from '../fixtures/search.ts';
import { seriousViolations } from './support/axe.ts';
import { setupBrowser, viewports } from './support/browser.ts';

const browser = setupBrowser();

const openAs = async (
  scenario: string,
  options: { viewport?: { width: number; height: number } } = {},
) => {
  const page = await browser.newPage(options);
  const response = await page.goto(`/?mock-scenario=${scenario}`, { waitUntil: 'networkidle' });
  return { page, status: response?.status() };
};

const header = (page: Page) => page.locator('header');
const footer = (page: Page) => page.locator('footer');
const badge = (page: Page) => page.getByTestId('cart-badge');

test('anonymous (US): Sign In, Activate Test, an empty cart, no exclusivity banner', async () => {
  const { page, status } = await openAs('anonymous');
  expect(status).toBe(200);
  expect(await header(page).getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
  expect(await header(page).getByRole('link', { name: 'Activate Test' }).isVisible()).toBe(true);
  expect(await badge(page).textContent()).toBe('0');
  expect(await footer(page).getByText('This site is exclusive to').count()).toBe(0);
  expect(await footer(page).getByRole('button', { name: 'Sign up for SMS' }).count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the announcement banner is sanitized and the navigation hides links without a url', async () => {
  const { page } = await openAs('anonymous');
  const banner = page.locator('[data-announcement-banner]');
  expect(await banner.textContent()).toContain('Free US shipping');
  expect(await banner.locator('script').count()).toBe(0);
  expect(
    await header(page)
      .getByRole('link', { name: /New Arrivals/ })
      .textContent(),
  ).toContain('New');
  expect(await header(page).getByText('Coming Soon').count()).toBe(0);
});

describe.each([
  ['customer', []],
  ['professional', ['Dispensary']],
  ['developer', ['Integrations']],
  ['ambassador', ['Storefront']],
  ['all-roles', ['Dispensary', 'Integrations', 'Storefront']],
] as const)('logged in as %s', (scenario, extras) => {
  test('the avatar opens the account menu with the items the roles allow', async () => {
    const { page } = await openAs(scenario);
    const avatar = header(page).getByRole('button', { name: /^Account menu for / });
    expect(await avatar.locator('[aria-hidden="true"]').textContent()).toBe('JR');
    await avatar.click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items).toEqual(['Profile', ...extras, 'Track Order', 'Settings', 'Sign Out']);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(await footer(page).getByRole('button', { name: 'Sign up for SMS' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('Canada: flag, exclusivity banner, no Activate Test, restricted footer links hidden', async () => {
  const { page } = await openAs('canada');
  await page.goto('/?locale=en-CA', { waitUntil: 'networkidle' });
  // the CMS is asked in the shopper's locale
  expect(await header(page).textContent()).toContain('Free shipping across Canada');
  expect(
    await footer(page)
      .getByText('This site is exclusive to Lumen Nutrition Retail customers.')
      .isVisible(),
  ).toBe(true);
  expect(await header(page).getByRole('img', { name: 'Canada flag' }).count()).toBe(1);
  expect(await header(page).getByRole('link', { name: 'Activate Test' }).count()).toBe(0);
  expect(await footer(page).getByRole('link', { name: 'Activate a Test' }).count()).toBe(0);
  expect(await footer(page).getByRole('link', { name: 'For Practitioners' }).count()).toBe(1);
  expect(await footer(page).getByRole('link', { name: 'Careers' }).count()).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a full cart shows the sum of its quantities', async () => {
  const { page } = await openAs('full-cart');
  expect(await badge(page).textContent()).toBe('6');
  expect(await page.evaluate(() => sessionStorage.getItem('cartQuantity'))).toBe('6');
});

test('with the site API down the page still renders, logged out with an empty cart', async () => {
  const { page, status } = await openAs('site-api-down');
  expect(status).toBe(200);
  expect(await header(page).getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true);
  expect(await badge(page).textContent()).toBe('0');
});

test('with the CMS down the page is a 503 in the layout, with a way on and no backend detail', async () => {
  const { page, status } = await openAs('cms-down');
  expect(status).toBe(503);
  expect(await header(page).count()).toBe(1);
  expect(await page.getByRole('heading', { name: 'This page is taking a break' }).isVisible()).toBe(
    true,
  );
  expect(await page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
    '/',
  );
  expect(await page.getByText('The CMS answered').count()).toBe(0);
});

test('search suggestions link to each category', async () => {
  const { page } = await openAs('anonymous');
  const search = header(page).getByRole('combobox');
  await search.fill('omega');
  const expected = suggestionsFor('omega').page.resultsAvailableFor;
  expect(expected.length).toBeGreaterThan(1);
  // the category links; the chat's 'Ask … a question' entry comes first and is no link
  const options = header(page).locator('a[role="option"]');
  await options.first().waitFor();
  expect(
    await options.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(expected.map((category) => `/search?q=omega#${category.toLowerCase()}`));
  expect(await page.getByRole('status').filter({ hasText: 'Suggestions available' }).count()).toBe(
    1,
  );
});

describe('newsletter', () => {
  const submit = async (page: Page, email: string) => {
    const form = footer(page).locator('form');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Sign up' }).click();
  };

  test('invalid, success and failure', async () => {
    const { page } = await openAs('anonymous');
    await submit(page, 'nope');
    await footer(page).getByText('Invalid Email Address').waitFor();
    await page.waitForTimeout(550);
    await submit(page, 'shopper@example.com');
    await page.getByText('Thank you! Keep an eye on your inbox!').waitFor();
    await page.waitForTimeout(550);
    await submit(page, 'fail@example.com');
    await page.getByText('Unable to submit email').waitFor();
  });
});

test('SMS opt-in: success state, then a failing number shows the toast', async () => {
  const { page } = await openAs('customer');
  await footer(page).getByRole('button', { name: 'Sign up for SMS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lumen Nutrition SMS' });
  await dialog.getByLabel('order status updates').check();
  await dialog.getByLabel('Phone number').fill('0000000000');
  await dialog.getByRole('button', { name: 'Sign up for texts' }).click();
  await page.getByText('Unable to submit SMS.').waitFor();
  await page.waitForTimeout(550);
  await dialog.getByLabel('Phone number').fill('5550100777');
  await dialog.getByRole('button', { name: 'Sign up for texts' }).click();
  await page.getByRole('dialog', { name: 'Success!' }).waitFor();
  expect(await page.getByText('Thank you for opting into Lumen Nutrition SMS.').isVisible()).toBe(
    true,
  );
});

test('adding a product from a block moves the badge, says Added to cart and is tracked', async () => {
  const { page } = await openAs('anonymous');
  const tracked = page.waitForResponse('**/dy/track-events');
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  await add.click();
  await page.getByTestId('add-to-cart-toast').filter({ hasText: 'Added to cart' }).waitFor();
  expect(await badge(page).textContent()).toBe('1');
  const track = await tracked;
  expect(track.status()).toBe(204);
  expect(track.request().postDataJSON() as unknown).toMatchObject([
    { name: 'Add to Cart', properties: { quantity: 1 } },
  ]);
});

test('a failing add to cart says Failed to add to cart', async () => {
  const { page } = await openAs('anonymous');
  await page.route('**/cart/item/**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await page
    .getByTestId('add-to-cart-toast')
    .filter({ hasText: 'Failed to add to cart' })
    .waitFor();
  expect(await badge(page).textContent()).toBe('0');
});

describe('at 375 px', () => {
  test('the menu toggle opens the mobile menu; the closed-menu search is there before', async () => {
    const { page } = await openAs('customer', { viewport: viewports.mobile });
    expect(await page.getByPlaceholder('Search products, articles, and more').isVisible()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    expect(await menu.getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/cart');
    expect(await menu.getByText('Jordan Rivera').isVisible()).toBe(true);
    expect(await menu.getByRole('link', { name: 'Sign Out' }).isVisible()).toBe(true);
    expect(await page.getByPlaceholder('Search products, articles, and more').isVisible()).toBe(
      false,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// the narrowest phone of SPEC.md 9, a tablet at the mobile-media edge, and the first width
// with the desktop links and search bar (the most crowded bar), in both countries
describe.each([
  ['anonymous', 320],
  ['canada', 375],
  ['all-roles', 768],
  ['anonymous', 1280],
  ['canada', 1280],
])('%s at %i px', (scenario, width) => {
  test('the page is no wider than the screen and the cart stays on it', async () => {
    const { page } = await openAs(scenario, { viewport: { width, height: 900 } });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const cart = await page.getByRole('link', { name: /^Cart, / }).boundingBox();
    expect(cart && cart.x + cart.width).toBeLessThanOrEqual(width);
  });
});
