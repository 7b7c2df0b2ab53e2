import { expect, test } from '@playwright/test';

test('the first hero image is the high-priority LCP image; product images load lazily', async ({
  page,
}) => {
  await page.goto('/');
  const heroImages = page.locator('section picture img');
  await expect(heroImages.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(heroImages.first()).toHaveAttribute('loading', 'eager');
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
  const productImage = page.getByRole('img', { name: 'Omega-3 Fish Oil', exact: true }).first();
  await expect(productImage).toHaveAttribute('loading', 'lazy');
});
