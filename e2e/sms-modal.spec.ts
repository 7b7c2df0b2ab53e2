import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/mock-state.ts';
import { gotoHydrated } from './helpers/hydration.ts';

/*
 * The SMS sign-up is a modal dialog (issue 32, case 16): a scrim over the page, the page behind
 * out of reach of pointer, Tab and screen reader, Escape or Close to leave, the focus back on
 * "Sign up for SMS".
 */

test('the SMS dialog covers an inert page; Escape and Close give the focus back @widths', async ({
  page,
  mockState,
}) => {
  await mockState('customer');
  await gotoHydrated(page, '/');
  const entry = page.locator('footer').getByRole('button', { name: 'Sign up for SMS' });
  await entry.click();
  const dialog = page.getByRole('dialog', { name: 'Lumen Nutrition SMS' });
  await expect(dialog).toBeFocused();
  expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);

  // a scrim the shopper can see, not the browser's faint default
  const scrim = await dialog.evaluate(
    (element) => getComputedStyle(element, '::backdrop').backgroundColor,
  );
  const alpha = Number(/rgba\(.+,\s*([\d.]+)\)/.exec(scrim)?.[1] ?? 1);
  expect(alpha).toBeGreaterThanOrEqual(0.4);

  // the page behind takes neither a click nor the focus
  const link = page.locator('header a[href="/"]').first();
  const box = (await link.boundingBox())!;
  const before = page.url();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(dialog).toBeVisible();
  expect(page.url()).toBe(before);
  expect(
    await link.evaluate((element) => (element.focus(), document.activeElement === element)),
  ).toBe(false);

  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(entry).toBeFocused();

  await entry.press('Enter');
  await dialog.getByRole('button', { name: 'Close' }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(entry).toBeFocused();
});
