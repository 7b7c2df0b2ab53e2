import { expect, test } from '@playwright/test';

for (const path of ['/', '/science', '/blocks/carousels', '/blocks/forms', '/no/such/page']) {
  test(`${path} has exactly one h1 @widths`, async ({ page }) => {
    await page.goto(path);
    // a page under an A/B test carries every variation, and shows one (src/lib/ab-picker.ts)
    await expect(page.locator('h1:visible')).toHaveCount(1);
  });
}

test('the home h1 is the hero headline', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main h1:visible')).toHaveText(/\S/);
  expect(
    await page.locator('h1:visible').evaluate((h1) => h1.closest('[data-block-id]') !== null),
  ).toBe(true);
});

test('Inter is self-hosted, preloaded and swapped in without moving the page @widths', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        shifts.push((entry as unknown as { value: number }).value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const fontRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') {
      fontRequests.push(new URL(request.url()).origin);
    }
  });
  await page.goto('/science', { waitUntil: 'networkidle' });
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('href', /inter-latin-wght-normal.*\.woff2$/);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable"/);
  expect(fontRequests.length).toBeGreaterThan(0);
  expect(new Set(fontRequests)).toEqual(new Set([new URL(page.url()).origin]));
  const faces = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.family === 'Inter Variable').map((f) => f.display),
  );
  expect(new Set(faces)).toEqual(new Set(['swap']));
  const shifted = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.01);
});
