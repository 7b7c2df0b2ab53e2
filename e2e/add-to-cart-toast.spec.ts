import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers/hydration.ts';

test('adding to the cart names the product and offers the cart @widths', async ({ page }) => {
  await gotoHydrated(page, '/');
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  const label = (await add.getAttribute('aria-label')) ?? '';
  const productName = label.replace(/^Add /, '').replace(/ to cart$/, '');
  await add.click();
  const toast = page.getByTestId('add-to-cart-toast');
  await expect(toast).toContainText('Added to cart');
  await expect(toast).toContainText(productName);
  await expect(toast.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
});

test('a slow add by keyboard keeps the focus on the button and says it is busy @widths', async ({
  page,
}) => {
  // every mocked backend answers after 600 ms here
  await gotoHydrated(page, '/?mock=slow-in-time');
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(add).toBeFocused();
  await expect(page.getByTestId('add-to-cart-toast')).toContainText('Added to cart');
  await expect(add).not.toHaveAttribute('aria-busy');
  await expect(add).toBeFocused();
});

test('a keyboard shopper reaches "View cart" with the next Tab after adding and opens the cart @widths', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const add = page.getByRole('button', { name: /^Add .+ to cart$/ }).first();
  await add.focus();
  await page.keyboard.press('Enter');
  const toast = page.getByTestId('add-to-cart-toast');
  await expect(toast).toContainText('Added to cart');
  await page.keyboard.press('Tab');
  const viewCart = toast.getByRole('link', { name: 'View cart' });
  await expect(viewCart).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/cart$/);
});

test('adding a product from a block moves the badge, says Added to cart and is tracked', async ({
  page,
}) => {
  await gotoHydrated(page, '/?mock=anonymous');
  const tracked = page.waitForResponse('**/dy/track-events');
  await page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expect(
    page.getByTestId('add-to-cart-toast').filter({ hasText: 'Added to cart' }),
  ).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  const track = await tracked;
  expect(track.status()).toBe(204);
  expect(track.request().postDataJSON() as unknown).toMatchObject([
    { name: 'Add to Cart', properties: { quantity: 1 } },
  ]);
});

test('a failing add to cart says Failed to add to cart', async ({ page }) => {
  await gotoHydrated(page, '/?mock=anonymous');
  await page.route('**/cart/item/**', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page
    .getByRole('button', { name: /^Add .+ to cart$/ })
    .first()
    .click();
  await expect(
    page.getByTestId('add-to-cart-toast').filter({ hasText: 'Failed to add to cart' }),
  ).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('0');
});
