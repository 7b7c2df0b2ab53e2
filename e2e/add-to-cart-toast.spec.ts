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
