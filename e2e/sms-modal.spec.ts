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

  // bottom-right, as before it was modal: 16 px from the right, above the chat launcher
  const viewport = page.viewportSize()!;
  const placed = (await dialog.boundingBox())!;
  expect(Math.round(viewport.width - (placed.x + placed.width))).toBe(16);
  expect(placed.y + placed.height).toBeLessThanOrEqual(viewport.height);
  expect(placed.y + placed.height).toBeGreaterThan(viewport.height - 120);

  // a scrim the shopper can see, not the browser's faint default
  const scrim = await dialog.evaluate(
    (element) => getComputedStyle(element, '::backdrop').backgroundColor,
  );
  const alpha = Number(/rgba\(.+,\s*([\d.]+)\)/.exec(scrim)?.[1] ?? 1);
  expect(alpha).toBeGreaterThanOrEqual(0.4);

  // the page behind takes neither a click nor the focus: the header's cart link is under the
  // scrim, a click there stays on this page, and it cannot be focused
  const cart = page.locator('header a[href="/cart"]');
  const box = (await cart.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  expect(
    await cart.evaluate(
      (link, [left, top]) => link.contains(document.elementFromPoint(left!, top!)),
      [x, y],
    ),
  ).toBe(false);
  await page.mouse.click(x, y);
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await cart.evaluate((link) => (link.focus(), document.activeElement === link))).toBe(
    false,
  );

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
