import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers/hydration.ts';

test('at 375 px the comparison table says it scrolls sideways @widths', async ({ page }) => {
  await page.goto('/science');
  const hint = page.getByText('Swipe or scroll sideways to compare every product.');
  if ((page.viewportSize()?.width ?? 0) < 700) {
    await expect(hint).toBeVisible();
  } else {
    await expect(hint).toBeHidden();
  }
});

test('the two partner form cards keep apart from each other @widths', async ({ page }) => {
  await page.goto('/blocks/forms');
  const cards = page.locator('main form');
  await expect(cards).toHaveCount(2);
  const [first, second] = await Promise.all([
    cards
      .nth(0)
      .evaluate((form) => form.closest('[data-block-id]')!.getBoundingClientRect().bottom),
    cards
      .nth(1)
      .evaluate(
        (form) => form.closest('[data-block-id]')!.firstElementChild!.getBoundingClientRect().top,
      ),
  ]);
  expect(second - first).toBeGreaterThanOrEqual(16);
});

test('a three-product carousel sits centred on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/blocks/carousels');
  const carousels = page.locator('[aria-roledescription="carousel"]');
  const offsets = await carousels.evaluateAll((roots) =>
    roots
      .map((root) => [...root.querySelectorAll('[data-slide-index]')])
      .filter((slides) => slides.length === 3)
      .map((slides) => {
        const frame = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
        const left = slides[0]!.getBoundingClientRect().left - frame.left;
        const right = frame.right - slides[2]!.getBoundingClientRect().right;
        return Math.abs(left - right);
      }),
  );
  expect(offsets.length).toBeGreaterThan(0);
  for (const offset of offsets) {
    expect(offset).toBeLessThan(4);
  }
});

test('the search field shows a clear focus ring @widths', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox').locator('visible=true').first();
  await search.focus();
  const ring = await search.evaluate(
    (input) => getComputedStyle(input.closest('label')!).boxShadow,
  );
  expect(ring).toMatch(/3px/);
});

test('the SMS phone field says why it is disabled @widths', async ({ page }) => {
  await gotoHydrated(page, '/?mock-scenario=customer');
  await page.getByRole('button', { name: /Sign up for SMS/ }).click();
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await expect(phone).toBeDisabled();
  await expect(phone).toHaveAccessibleDescription(
    'Tick at least one kind of message above to enter your number.',
  );
  await page.getByRole('checkbox', { name: /order status updates/ }).check();
  await expect(phone).toBeEnabled();
});
