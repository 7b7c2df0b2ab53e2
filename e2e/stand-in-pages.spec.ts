import { expect, test } from '@playwright/test';

test('offline, the links to other applications open noindex stand-ins, not 404s @widths', async ({
  page,
}) => {
  for (const path of [
    '/cart',
    '/login',
    '/products',
    '/products/dp/omega-3',
    '/privacy',
    '/help',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('main')).toContainText('In production this page is served by');
  }
  await page.goto('/search?q=magnesium');
  await expect(page.locator('main')).toContainText('Query: “magnesium”');
});
