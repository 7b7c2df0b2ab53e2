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

test('a stand-in page is styled, with no style its own content policy refuses @widths', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  await page.goto('/search?q=magnesium');
  await expect(page.locator('main')).toContainText('Query: “magnesium”');
  // the card on the canvas: white, rounded, inset from the screen's edges
  const look = await page.locator('main').evaluate((main) => {
    const style = getComputedStyle(main);
    return { background: style.backgroundColor, radius: style.borderTopLeftRadius };
  });
  expect(look).toEqual({ background: 'rgb(255, 255, 255)', radius: '12px' });
  expect(errors).toEqual([]);
});
