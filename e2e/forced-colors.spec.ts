import { expect, test, type Locator } from '@playwright/test';

// Windows High Contrast: the shopper's own colours replace the page's backgrounds

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

/** The colour a shape is painted in, and the colour of what it sits on. */
const paint = (locator: Locator, pseudo: '::before' | '::after') =>
  locator.evaluate((element, pseudoElement) => {
    // the nearest box with a background that is not fully transparent
    const transparent = (color: string) => /^rgba\(.*,\s*0\)$/.test(color);
    let ground: Element | null = element;
    while (ground && transparent(getComputedStyle(ground).backgroundColor)) {
      ground = ground.parentElement;
    }
    return {
      shape: getComputedStyle(element, pseudoElement).backgroundColor,
      ground: getComputedStyle(ground ?? document.body).backgroundColor,
    };
  }, pseudo);

test('in forced colours a product card still shows its stars and its cart button', async ({
  page,
}) => {
  await page.goto('/');
  // the variation the A/B picker shows: the page carries every one (src/lib/ab-test/browser/visitor-variation.ts)
  const card = page.locator('article:visible').first();
  // seen, not said: the card's link label already says the rating
  const stars = card.getByRole('img', { name: /^Rated/, includeHidden: true });
  for (const pseudo of ['::before', '::after'] as const) {
    const { shape, ground } = await paint(stars, pseudo);
    expect(shape, `stars ${pseudo}`).not.toBe(ground);
  }
  const button = card.getByRole('button', { name: /^Add .* to cart$/ });
  const icon = await paint(button, '::after');
  expect(icon.shape).not.toBe(icon.ground);
  await expect(button).not.toHaveCSS('border-top-style', 'none');
});

test('in forced colours the carousel shows which page is current', async ({ page }) => {
  await page.goto('/');
  const current = page
    .getByRole('region', { name: 'Bestsellers' })
    .locator('[aria-current="true"]');
  const { shape, ground } = await paint(current, '::before');
  expect(shape).not.toBe(ground);
});

test('in forced colours the form buttons keep an outline', async ({ page }) => {
  await page.goto('/blocks/forms');
  const buttons = [
    page.getByRole('button', { name: 'Join the waitlist' }),
    page.getByRole('button', { name: 'Notify me' }),
    page.getByRole('contentinfo').getByRole('button', { name: 'Sign up' }),
  ];
  for (const button of buttons) {
    await expect(button).toHaveCSS('border-top-style', 'solid');
    await expect(button).toHaveCSS('border-top-width', '1px');
  }
});
