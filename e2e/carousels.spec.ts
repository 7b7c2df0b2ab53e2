import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './helpers/hydration.ts';

/** How many of a carousel's slides show at least `share` of their width in its window. */
const slidesInView = (carousel: Locator, share: number) =>
  carousel.evaluate((root, minShare) => {
    const window = root.querySelector('[data-slide-index]')?.parentElement?.parentElement;
    if (!window) {
      return 0;
    }
    const frame = window.getBoundingClientRect();
    return [...root.querySelectorAll('[data-slide-index]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      const seen = Math.min(box.right, frame.right) - Math.max(box.left, frame.left);
      return seen / box.width >= minShare;
    }).length;
  }, share);

const productCarousel = (page: Page) =>
  page
    .locator('[aria-roledescription="carousel"]', { has: page.locator('a[href*="/products/"]') })
    .first();

test('at tablet width a product carousel shows two cards and part of a third @widths', async ({
  page,
}) => {
  test.skip(page.viewportSize()?.width !== 768, 'tablet layout');
  await page.goto('/blocks/carousels');
  const carousel = productCarousel(page);
  await expect.poll(() => slidesInView(carousel, 0.95)).toBeGreaterThanOrEqual(2);
});

test('on a phone the next product card peeks in beside the first @widths', async ({ page }) => {
  test.skip(page.viewportSize()?.width !== 375, 'phone layout');
  await page.goto('/blocks/carousels');
  const carousel = productCarousel(page);
  await expect.poll(() => slidesInView(carousel, 0.95)).toBe(1);
  await expect.poll(() => slidesInView(carousel, 0.05)).toBe(2);
});

test('the story carousel can be paged with visible arrows at every width @widths', async ({
  page,
}) => {
  // the home page's stories have two slides
  await gotoHydrated(page, '/');
  const stories = page.getByRole('region', { name: 'Stories' });
  await expect(stories.getByRole('button', { name: 'Next slide' })).toBeVisible();
  await stories.getByRole('button', { name: 'Next slide' }).click();
  await expect(stories.getByRole('group', { name: /^2 of/ })).toBeInViewport({ ratio: 0.9 });
});

test("a focused card's focus ring is not clipped by the carousel @widths", async ({ page }) => {
  await page.goto('/blocks/carousels');
  const card = productCarousel(page).locator('a[href*="/products/"]').first();
  await card.focus();
  const clipped = await card.evaluate((link) => {
    const window = link.closest('[data-slide-index]')?.parentElement?.parentElement;
    const frame = window?.getBoundingClientRect();
    const box = link.getBoundingClientRect();
    const style = getComputedStyle(link);
    const ring = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    return frame ? box.top - ring < frame.top || box.bottom + ring > frame.bottom : true;
  });
  expect(clipped).toBe(false);
});
