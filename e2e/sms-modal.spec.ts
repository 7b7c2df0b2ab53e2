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

test("the SMS dialog shows only its own outcome: the newsletter's thanks waits outside it @widths", async ({
  page,
  mockState,
}) => {
  await mockState('customer');
  // the page's clock, so the thanks' 4 s are not spent by a slow machine
  await page.clock.install();
  await gotoHydrated(page, '/');
  const footer = page.locator('footer');
  await footer.getByLabel('Email address').fill('shopper@example.com');
  await footer.getByRole('button', { name: 'Sign up', exact: true }).click();
  const thanks = page.getByText('Thank you! Keep an eye on your inbox!');
  await expect(thanks).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));

  // within the thanks' 4 s
  await footer.getByRole('button', { name: 'Sign up for SMS' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lumen Nutrition SMS' });
  await dialog.getByLabel('order status updates').check();
  await dialog.getByLabel('Phone number').fill('0000000000');
  await dialog.getByRole('button', { name: 'Sign up for texts' }).click();
  await expect(dialog.getByText('Unable to submit SMS.')).toBeVisible();
  await expect(dialog.getByText('Thank you! Keep an eye on your inbox!')).toHaveCount(0);
  await expect(thanks).toBeAttached();

  // the Tab loop: the dialog's own controls, its own message's close among them, and no other
  const loop: string[] = [];
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    loop.push(
      await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const inDialog = focused.closest('dialog') !== null;
        const name = focused.getAttribute('aria-label') ?? focused.textContent ?? '';
        const toast = focused.closest('[data-severity]')?.textContent ?? '';
        return `${inDialog ? '' : 'OUTSIDE '}${focused.tagName} ${name.trim()} ${toast}`.trim();
      }),
    );
  }
  expect(loop.filter((stop) => stop.startsWith('OUTSIDE'))).toEqual([]);
  expect(loop.filter((stop) => stop.includes('Thank you'))).toEqual([]);
});
