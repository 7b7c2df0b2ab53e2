import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/mock-state.ts';
import { gotoBeforeHydration, gotoHydrated } from './helpers/hydration.ts';
import { emulateSlowPhone } from './helpers/slow-phone.ts';

/**
 * A price group's own prices (docs/decisions/026-price-context.md): a signed-in shopper of a
 * group with prices of its own (the mocks' professional, 20 % off) gets that group's shared
 * documents, from the first view of the session on (the mock state's session is the site
 * API's `JSESSIONID`), and no one else ever does.
 */

const PAGE = '/blocks/carousels';
// a page before it: the carousels are the tab's second page
const OTHER_PAGE = '/';
// the banner's product (fixtures/cms-pages.ts): $34.00 public, $27.20 for professionals
const BANNER = 'Omega-3 Fish Oil';
const PUBLIC_PRICE = '$34.00';
const GROUP_PRICE = '$27.20';

const bannerOf = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name: BANNER }) });

/** What the document itself holds: its HTML, inlined RSC payload, JSON-LD and labels. */
const documentOf = async (page: Page, path: string) =>
  (await page.request.get(path, { headers: { accept: 'text/html' } })).text();

test("a professional's pages are the group's documents: no public price painted or read, even with the price call failing @widths", async ({
  page,
  context,
  mockState,
}) => {
  // four page loads on a slow phone
  test.setTimeout(90_000);
  await mockState('professional');
  // the group-price call is neither needed nor able to help
  await context.route('**/api/shopper/prices?**', (route) => route.abort());
  for (const tab of [page, await context.newPage()]) {
    // a slow phone: a public price shown for a moment would be seen
    await emulateSlowPhone(tab);
    for (const path of [OTHER_PAGE, PAGE]) {
      await tab.goto(path, { waitUntil: 'commit' });
      // from the first paint
      await expect(tab.getByText(PUBLIC_PRICE, { exact: true })).toHaveCount(0);
      await tab.waitForLoadState('load');
      await expect(tab.getByText(PUBLIC_PRICE, { exact: true })).toHaveCount(0);
      await expect(tab.getByRole('link', { name: /\$34\.00/ })).toHaveCount(0);
    }
  }
  await gotoHydrated(page, PAGE);
  await expect(bannerOf(page).getByText(GROUP_PRICE, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: /^Omega-3 Fish Oil, .*\$27\.20/ }).first(),
  ).toBeAttached();
  const html = await documentOf(page, PAGE);
  expect(html).toContain(GROUP_PRICE);
  expect(html).not.toContain(PUBLIC_PRICE);
});

const UNAVAILABLE = 'Your price could not be loaded. Reload the page to try again.';
const ANY_PRICE = /\$\d+\.\d{2}/;

for (const [failing, answer] of [
  ['fails', (route: Route) => route.fulfill({ status: 503, body: 'Service Unavailable' })],
  // past the 3 s the public prices are hidden for
  ['does not answer', () => new Promise<void>(() => {})],
] as const) {
  test(`a professional's own prices that cannot be had, on a public document: words, no public price on screen or in a name, when the price call ${failing} @widths`, async ({
    page,
    context,
    mockState,
    baseURL,
  }) => {
    await mockState('professional');
    await context.route('**/api/shopper/prices?**', answer);
    // a context learnt while the account was in the public group: the documents are the
    // public ones, and the shopper's own prices are asked for in the browser
    const publicDocument = () =>
      context.addCookies([{ name: 'price-context', value: 'public', url: baseURL ?? '' }]);
    await publicDocument();
    await gotoHydrated(page, OTHER_PAGE);
    // the tab's second page: its public prices are hidden from the first paint
    await publicDocument();
    await page.goto(PAGE, { waitUntil: 'commit' });
    await expect(bannerOf(page).getByText(PUBLIC_PRICE, { exact: true })).toBeHidden();
    await expect(bannerOf(page).getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByText(UNAVAILABLE).nth(1)).toBeAttached();
    await expect(page.getByText(ANY_PRICE).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: ANY_PRICE })).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: new RegExp(`^Omega-3 Fish Oil, .*${UNAVAILABLE}`) }).first(),
    ).toBeAttached();
  });
}

test("a professional's document whose group price cannot be had says so in words, never with the public price @widths", async ({
  page,
  mockState,
}) => {
  // the banner's product call fails; the page's products as anyone sees them still come
  await mockState('professional,site-api.product:down');
  await page.goto(PAGE, { waitUntil: 'commit' });
  await expect(page.getByText(PUBLIC_PRICE, { exact: true })).toHaveCount(0);
  await page.waitForLoadState('load');
  await expect(bannerOf(page).getByText(UNAVAILABLE)).toBeVisible();
  await expect(page.getByText(PUBLIC_PRICE, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /\$34\.00/ })).toHaveCount(0);
  const html = await documentOf(page, PAGE);
  expect(html).toContain(UNAVAILABLE);
  expect(html).not.toContain(PUBLIC_PRICE);
});

test('a customer of the public group sees the public prices and asks for no others', async ({
  page,
  mockState,
}) => {
  await mockState('customer');
  const priceRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/shopper/prices')) {
      priceRequests.push(request.url());
    }
  });
  await gotoHydrated(page, PAGE);
  await expect(bannerOf(page).getByText(PUBLIC_PRICE, { exact: true })).toBeVisible();
  await expect(page.getByText(GROUP_PRICE, { exact: true })).toHaveCount(0);
  expect(priceRequests).toEqual([]);
});

test('a professional who leaves the group gets the public documents at the next view', async ({
  page,
  mockState,
}) => {
  await mockState('professional');
  await gotoHydrated(page, PAGE);
  await expect(bannerOf(page).getByText(GROUP_PRICE, { exact: true })).toBeVisible();
  // the same session's account moves to the public group: this view's answer says so
  await mockState('customer');
  await gotoHydrated(page, PAGE);
  await gotoHydrated(page, PAGE);
  await expect(bannerOf(page).getByText(PUBLIC_PRICE, { exact: true })).toBeVisible();
  expect(await documentOf(page, PAGE)).not.toContain(GROUP_PRICE);
});

test("a signed-in Canadian's first visit on a device shows only Canadian dollars @widths", async ({
  page,
  mockState,
}) => {
  await mockState('customer,canada');
  await emulateSlowPhone(page);
  await page.goto(PAGE, { waitUntil: 'commit' });
  await expect(page.getByText(/^\$\d+\.\d{2}$/)).toHaveCount(0);
  await page.waitForLoadState('load');
  await expect(bannerOf(page).getByText(/^CA\$/).first()).toBeVisible();
  await expect(page.getByText(/^\$\d+\.\d{2}$/)).toHaveCount(0);
  // a price, not the banner copy ("orders over $99")
  expect(await documentOf(page, PAGE)).not.toMatch(/(?<!CA)\$\d+\.\d{2}/);
});

/** Every link's accessible name as Chromium computes it (what a screen reader is given). */
const linkNames = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; name?: { value?: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((node) => node.role?.value === 'link')
    .map((node) => String(node.name?.value ?? ''));
};

test("a professional on a public document, the page's modules held back: the public price is neither shown nor in a link's name, on the tab's next page and in a new tab @widths", async ({
  page,
  context,
  mockState,
  baseURL,
}) => {
  await mockState('professional');
  // the price call is never answered: the hide runs out into words, by the head script alone
  await context.route('**/api/shopper/prices?**', () => new Promise<void>(() => {}));
  const publicDocument = () =>
    context.addCookies([{ name: 'price-context', value: 'public', url: baseURL ?? '' }]);
  await publicDocument();
  await gotoHydrated(page, OTHER_PAGE);
  for (const tab of [page, await context.newPage()]) {
    await publicDocument();
    await gotoBeforeHydration(tab, PAGE);
    await expect(bannerOf(tab).getByRole('heading', { level: 2, name: BANNER })).toBeVisible();
    await expect(bannerOf(tab).getByText(PUBLIC_PRICE, { exact: true })).toBeHidden();
    await expect(tab.getByText(ANY_PRICE).filter({ visible: true })).toHaveCount(0);
    const names = await linkNames(tab);
    expect(names.some((name) => name.startsWith('Omega-3 Fish Oil'))).toBe(true);
    expect(names.filter((name) => ANY_PRICE.test(name))).toEqual([]);
    // the hide has run out, the modules still held: words, in the price and in the name
    await expect(bannerOf(tab).getByText(UNAVAILABLE)).toBeVisible();
    const namesAfter = await linkNames(tab);
    expect(namesAfter.filter((name) => ANY_PRICE.test(name))).toEqual([]);
    expect(namesAfter.some((name) => name.includes(UNAVAILABLE))).toBe(true);
  }
});
