import { expect, test } from '@playwright/test';

for (const path of ['/', '/science', '/blocks/carousels', '/blocks/forms', '/no/such/page']) {
  test(`${path} has exactly one h1 @widths`, async ({ page }) => {
    await page.goto(path);
    // a page under an A/B test carries every variation, and shows one (src/lib/ab-test/browser/visitor-variation.ts)
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
  const fontRequests: URL[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') {
      fontRequests.push(new URL(request.url()));
    }
  });
  await page.goto('/science', { waitUntil: 'networkidle' });
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  // the characters the pages print, cut from the latin file at build time (30 kB, not 48)
  await expect(preload).toHaveAttribute('href', /\/inter-basic-latin-[\w-]+\.woff2$/);
  // the one face loaded is the subset's (document.fonts.check would want the latin one too,
  // whose range holds the same characters)
  const loadedRanges = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family === 'Inter Variable' && face.status === 'loaded')
      .map((face) => face.unicodeRange),
  );
  expect(loadedRanges).toEqual([expect.stringMatching(/^U\+0*20-0*7E, /i)]);
  await expect(page.locator('body')).toHaveCSS('font-family', /^"Inter Variable"/);
  // that one file is all the page asks for, from its own origin (the face's request is the
  // preload's, answered from memory)
  expect(new Set(fontRequests.map((url) => url.href))).toEqual(
    new Set([new URL((await preload.getAttribute('href')) ?? '', page.url()).href]),
  );
  const faces = await page.evaluate(() =>
    [...document.fonts].filter((face) => face.family === 'Inter Variable').map((f) => f.display),
  );
  expect(new Set(faces)).toEqual(new Set(['swap']));
  const shifted = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.01);
});

test('a character outside the first-paint subset is still drawn in Inter, from the full latin file', async ({
  page,
}) => {
  await page.goto('/science', { waitUntil: 'networkidle' });
  const loaded = await page.evaluate(async () => {
    const faces = await document.fonts.load('16px "Inter Variable"', 'Crème brûlée');
    return faces.length > 0 && document.fonts.check('16px "Inter Variable"', 'Crème brûlée');
  });
  expect(loaded).toBe(true);
  const files = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.woff2')),
  );
  expect(files).toContainEqual(expect.stringMatching(/\/inter-latin-wght-normal-[\w-]+\.woff2$/));
});
