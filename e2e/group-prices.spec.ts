import type { Page } from '@playwright/test';
import { expect, test } from './support/mock-state.ts';
import { gotoHydrated } from './helpers/hydration.ts';

/**
 * A price group's own prices (docs/decisions/020-shared-documents.md): the shared page shows
 * the public prices; a signed-in shopper of a group with prices of its own (the mocks'
 * professional, 20 % off) gets them from GET /api/shopper/prices, and no one else ever does.
 */

const PAGE = '/blocks/carousels';
// the banner's product (fixtures/cms-pages.ts): $34.00 public, $27.20 for professionals
const BANNER = 'Omega-3 Fish Oil';

const bannerOf = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: BANNER }) });

/** A professional's view of the page, once the group's prices are in place. */
const asProfessional = async (page: Page, mockState: (value: string) => Promise<string>) => {
  await mockState('professional');
  await gotoHydrated(page, PAGE);
  await expect(bannerOf(page).getByText('$27.20', { exact: true })).toBeVisible();
};

test("a professional sees the group's prices, in the cards' labels too", async ({
  page,
  mockState,
}) => {
  await mockState('professional');
  const asked = page.waitForResponse((response) => response.url().includes('/api/shopper/prices?'));
  await gotoHydrated(page, PAGE);
  const answer = await asked;
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  await expect(bannerOf(page).getByText('$27.20', { exact: true })).toBeVisible();
  await expect(bannerOf(page).getByText('$34.00', { exact: true })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: /^Omega-3 Fish Oil, .*\$27\.20/ }).first(),
  ).toBeAttached();
  // the document itself is the shared one: the public prices, nothing of the group's
  const html = await (await page.request.get(PAGE, { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('$34.00');
  expect(html).not.toContain('$27.20');
});

test('a customer of the public group sees the public prices and asks for no others', async ({
  page,
  mockState,
}) => {
  await asProfessional(page, mockState);
  // the same browser signs in as a customer of the public group
  await mockState('customer');
  const priceRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/shopper/prices')) {
      priceRequests.push(request.url());
    }
  });
  await gotoHydrated(page, PAGE);
  await expect(bannerOf(page).getByText('$34.00', { exact: true })).toBeVisible();
  await expect(page.getByText('$27.20', { exact: true })).toHaveCount(0);
  expect(priceRequests).toEqual([]);
});

test("on the tab's next page the public prices stay hidden in place until the group's come", async ({
  page,
  mockState,
}) => {
  await asProfessional(page, mockState);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/shopper/prices?**', async (route) => {
    await held;
    await route.continue();
  });
  // asserted as the document arrives: the hide ends by itself after 3 s
  await page.goto(PAGE, { waitUntil: 'commit' });
  const price = bannerOf(page).locator('[data-price-sku]');
  await expect(price).toHaveText('$34.00');
  // in its place (no shift), unread
  await expect(price).toBeHidden();
  expect(await price.boundingBox()).not.toBeNull();
  release();
  await expect(price).toHaveText('$27.20');
  await expect(price).toBeVisible();
});
