import { expect, test, type Page } from '@playwright/test';
import { onTop } from './helpers/boxes.ts';
import { gotoHydrated } from './helpers/hydration.ts';

/*
 * Overlays over overlays, and what forms say after a submit (issue 32): a form's message shows
 * where the shopper is, focus stays where they were.
 */

const openSmsModal = async (page: Page) => {
  await gotoHydrated(page, '/?mock-scenario=customer');
  await page.locator('footer').getByRole('button', { name: 'Sign up for SMS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lumen Nutrition SMS' });
  await dialog.getByLabel('order status updates').check();
  return dialog;
};

test('a failed SMS sign-up says so inside the open dialog, uncovered @widths', async ({ page }) => {
  const dialog = await openSmsModal(page);
  // the mock site API refuses this number
  await dialog.getByLabel('Phone number').fill('0000000000');
  await dialog.getByRole('button', { name: 'Sign up for texts' }).click();
  const message = dialog.getByText('Unable to submit SMS.');
  await expect(message).toBeVisible();
  expect(await onTop(message)).toBe(true);
});
