import type { Locator, Page } from '@playwright/test';
import { overlaps } from './helpers/boxes.ts';
import { gotoHydrated } from './helpers/hydration.ts';
import { expect, test } from './support/mock-state.ts';

/**
 * The scenario bar (docs/qa.md#see-it-switch-it-share-it-the-scenario-bar), mock mode only: the state in words, presets,
 * faults, the mock session and the reproducing link, by keyboard, clear of the chat
 * launcher and toasts. With the mocks off it does not exist (mock-layer.spec.ts).
 */

const ISSUE_STATE = 'professional,canada,full-cart,site-api.cart:slow-2000,cms.banner:empty';

const barOf = (page: Page) => {
  const bar = page.locator('#mock-scenario-bar');
  return {
    tab: bar.getByRole('button', { name: /^Mocks:/ }),
    panel: bar.locator('#mock-panel'),
    button: (name: string) => bar.getByRole('button', { name }),
    select: (label: string) => bar.getByLabel(label, { exact: true }),
  };
};

test('one link reproduces a state, the bar says it in words, by keyboard', async ({
  page,
  mockState,
}) => {
  const words = await mockState(ISSUE_STATE);
  expect(words).toBe(
    'professional (ROLE_PROFESSIONAL), Canada (en-CA), full cart (3 lines); site API cart: slow (2000 ms); CMS announcement banner: empty',
  );
  await page.goto('/');
  // the professional's own locale: the shopper's answer sets it and the page loads once more
  // (docs/decisions/020-shared-documents.md), before anything here is typed
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  const bar = barOf(page);
  await expect(bar.tab).toHaveText(`Mocks: ${ISSUE_STATE}`);
  await expect(bar.tab).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.panel).toBeHidden();
  await bar.tab.focus();
  await page.keyboard.press('Enter');
  await expect(bar.panel).toBeVisible();
  await expect(bar.panel).toContainText(words);
  await expect(bar.select('Preset')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(bar.panel).toBeHidden();
  await expect(bar.tab).toBeFocused();
  // the page itself is in that state: no banner, the Canadian professional
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByText('Free US shipping')).toHaveCount(0);
});

test('the bar switches presets, adds and removes faults, copies the link, resets the session', async ({
  page,
  context,
  mockState,
}) => {
  await mockState('full-cart');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/');
  const bar = barOf(page);
  await bar.tab.click();
  await bar.select('Preset').selectOption({ label: 'customer' });
  await bar.button('Switch').click();
  await expect(page).toHaveURL(/\?mock=customer$/);
  await expect(page.getByText('JR', { exact: true })).toBeVisible();

  await bar.tab.click();
  await bar.select('Fault on').selectOption('cms.banner');
  await bar.select('Fault').selectOption('empty');
  await bar.button('Add fault').click();
  await expect(page).toHaveURL(/\?mock=customer%2Ccms.banner%3Aempty$/);
  await expect(bar.tab).toHaveText('Mocks: customer,cms.banner:empty');

  await bar.tab.click();
  await bar.button('Copy link').click();
  await expect(bar.panel.getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await bar.button('Remove cms.banner fault').click();
  await expect(bar.tab).toHaveText('Mocks: customer');

  // the session's cart grows by one add, and the reset brings back the state's own cart
  await mockState('full-cart');
  await gotoHydrated(page, '/');
  await page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expect(page.getByRole('link', { name: 'Cart, 7 items' })).toBeVisible();
  await gotoHydrated(page, '/');
  await expect(page.getByRole('link', { name: 'Cart, 7 items' })).toBeVisible();
  await bar.tab.click();
  await bar.button('Reset mock session').click();
  await expect(page.getByRole('link', { name: 'Cart, 6 items' })).toBeVisible();
});

test('the bar stays clear of the chat launcher and of toasts @widths', async ({
  page,
  mockState,
}) => {
  await mockState('site-api.add-to-cart:down,site-api.newsletter:down');
  await gotoHydrated(page, '/');
  const bar = barOf(page);
  const launcher = page.locator('iframe[data-chat-frame]');
  await expect(launcher).toBeVisible();
  const expectClearOf = async (toast: Locator) => {
    await expect(toast).toBeVisible();
    for (const part of [bar.tab, bar.panel]) {
      if (part === bar.panel) {
        await bar.tab.click();
      }
      await expect(part).toBeVisible();
      expect(await overlaps(part, launcher)).toBe(false);
      expect(await overlaps(part, toast)).toBe(false);
    }
    await page.keyboard.press('Escape');
  };
  // the add-to-cart toast under the header, then the toasts above the launcher
  await page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expectClearOf(page.getByTestId('add-to-cart-toast'));
  const footer = page.locator('footer');
  await footer.getByRole('textbox', { name: /email/i }).fill('ada@example.com');
  await footer.getByRole('button', { name: 'Sign up' }).click();
  await expectClearOf(page.getByRole('status').filter({ hasText: 'Unable to submit email' }));
});

test('the collapsed tab keeps to the left gutter: it covers no heading, text, link or field @widths', async ({
  page,
  mockState,
}) => {
  await mockState('customer');
  for (const path of ['/', '/science']) {
    await gotoHydrated(page, path);
    const tab = await barOf(page).tab.boundingBox();
    expect(tab?.width).toBeLessThanOrEqual(24);
    // every piece of the page the tab's band crosses, as the shopper sees it in the viewport
    const covered = await page.evaluate(
      ({ right, top, bottom }) =>
        [...document.querySelectorAll('main :is(h1, h2, h3, p, a, button, input, label)')]
          .filter((node) => {
            // a heading or paragraph box spans the column: what shows is its text
            const range = document.createRange();
            range.selectNodeContents(node);
            const box = node.matches('a, button, input')
              ? node.getBoundingClientRect()
              : range.getBoundingClientRect();
            return box.width > 0 && box.left < right && box.top < bottom && box.bottom > top;
          })
          .map((node) => node.outerHTML.slice(0, 80)),
      { right: tab!.x + tab!.width, top: tab!.y, bottom: tab!.y + tab!.height },
    );
    expect(covered, path).toEqual([]);
  }
});

test('the bar is no part of the page: should a render drop it, it comes back', async ({
  page,
  mockState,
}) => {
  await mockState('customer');
  await gotoHydrated(page, '/');
  await expect(barOf(page).tab).toBeVisible();
  await page.evaluate(() => document.getElementById('mock-scenario-bar')?.remove());
  await expect(barOf(page).tab).toHaveText('Mocks: customer');
});

test('the bar steps aside while the page shows a modal, and comes back when it closes @widths', async ({
  page,
  mockState,
}) => {
  await mockState('customer');
  await gotoHydrated(page, '/');
  const bar = barOf(page);
  await expect(bar.tab).toBeVisible();
  await page.getByRole('button', { name: /Sign up for SMS/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Lumen Nutrition SMS' });
  // at a phone's width the tab would lie over the modal's first checkbox
  await dialog.getByRole('checkbox', { name: /order status updates/ }).check();
  await expect(bar.tab).toBeHidden();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(bar.tab).toBeVisible();
});

test('two browsers at once each keep their own state', async ({ browser, baseURL }) => {
  const open = async (state: string) => {
    const context = await browser.newContext({ baseURL: baseURL ?? '' });
    const page = await context.newPage();
    await page.goto(`/?mock=${state}`);
    return { context, page };
  };
  const [customer, anonymous] = await Promise.all([open('customer'), open('anonymous')]);
  // each browser's next pages, loaded together, without naming a state
  await Promise.all([customer.page.goto('/science'), anonymous.page.goto('/science')]);
  await expect(barOf(customer.page).tab).toHaveText('Mocks: customer');
  await expect(barOf(anonymous.page).tab).toHaveText('Mocks: anonymous');
  await expect(customer.page.getByText('Sign In')).toHaveCount(0);
  await expect(anonymous.page.getByText('Sign In').first()).toBeVisible();
  await Promise.all([customer.context.close(), anonymous.context.close()]);
});

test('the call list wraps long paths inside the panel (a CMS query)', async ({
  page,
  mockState,
}) => {
  await mockState('customer');
  await page.goto('/');
  const bar = barOf(page);
  await bar.tab.click();
  const calls = bar.panel.getByRole('listitem').filter({ hasText: 'cms.page' }).first();
  await expect(calls).toContainText('/api/v3/content/page?apiKey=');
  // nothing reaches past the panel's own width: no sideways scrolling to read a call
  const overflow = await bar.panel.evaluate((panel) => panel.scrollWidth - panel.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
