import { expect, test } from '@playwright/test';
import { serverLog } from './helpers/server-log.ts';

const html = { accept: 'text/html' };

test('the home page answers 200 inside the layout shell', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('main#main')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
});

test('the skip link is the first stop on the keyboard and moves focus to #main', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toHaveAttribute('href', '#main');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('main#main')).toBeFocused();
});

test('the reviews page renders in the layout', async ({ page }) => {
  const response = await page.goto('/products/reviews');
  expect(response?.status()).toBe(200);
  await expect(
    page.locator('main#main').getByRole('heading', { name: 'Product reviews' }),
  ).toHaveCount(1);
});

test('an unknown path is a real 404 with the Page Not Found page', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main#main')).toContainText('404');
  await expect(page.locator('main#main h1')).toHaveText('Page Not Found');
});

test('an unmatched path is logged as the non-fatal not-found error', async ({ request }) => {
  const log = serverLog();
  await request.get('/no/such/page', { headers: html });
  await expect.poll(log.since).toContain('Page not found: /no/such/page');
});

test('a path no content page can have is a 404 without asking the CMS for a page, logged as fatal', async ({
  request,
}) => {
  const log = serverLog();
  const response = await request.get('/.env', { headers: html });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
  await expect.poll(log.since).toContain('Page Not Found: /.env');
  expect(log.since()).not.toContain('Page not found: /.env');
});

test('the 404 page is rendered on the server', async ({ request }) => {
  const response = await request.get('/no/such/page', { headers: html });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
});

test('a failing render is a 500 with the Internal Server Error page, rendered on the server', async ({
  page,
  request,
}) => {
  const response = await request.get('/?mock-fault=render', { headers: html });
  expect(response.status()).toBe(500);
  const body = await response.text();
  expect(body).toContain('Internal Server Error');
  expect(body).toContain('id="main"');

  const navigation = await page.goto('/?mock-fault=render');
  expect(navigation?.status()).toBe(500);
  await expect(page.locator('main#main h1')).toHaveText('Internal Server Error');
});

test('bots keep the error status but are not shown the error page', async ({ request }) => {
  const headers = {
    ...html,
    'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  };
  const notFound = await request.get('/no/such/page', { headers });
  expect(notFound.status()).toBe(404);
  expect(await notFound.text()).not.toContain('Page Not Found');
  const failed = await request.get('/?mock-fault=render', { headers });
  expect(failed.status()).toBe(500);
  expect(await failed.text()).not.toContain('Internal Server Error');
});

test('a linaria style used only by a server component is linked and applied', async ({
  page,
  request,
}) => {
  const body = await (await request.get('/')).text();
  expect(body).toMatch(/<link rel="stylesheet"[^>]+href="\/assets\/[^"]+\.css"/);
  await page.goto('/');
  // the sticky navigation bar's position comes only from the header server component's css
  await expect(page.getByRole('navigation', { name: 'Main' }).locator('..')).toHaveCSS(
    'position',
    'sticky',
  );
});

/** The stylesheets a page's HTML links or streams in, by file name. */
const stylesheetsOf = (body: string) =>
  new Set([...body.matchAll(/\/assets\/([\w-]+)-[\w-]{8}\.css/g)].map((match) => match[1]));

test("a page with its content requests none of the error and failure states' stylesheets, which those states still get", async ({
  page,
  request,
}) => {
  for (const path of ['/', '/science']) {
    const linked = stylesheetsOf(await (await request.get(path, { headers: html })).text());
    expect(linked).toContain('_layout');
    expect(linked).not.toContain('error-page');
    expect(linked).not.toContain('content-failures');
  }
  // the CMS down: the onward links are buttons, from their own stylesheet
  expect((await page.goto('/science?mock=cms-down'))?.status()).toBe(503);
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCSS('border-radius', '999px');
  // a path the CMS has no entry for, known after the shell was sent: the error page streams in
  // with its own styles (its heading is semibold, a plain h1 bold)
  expect((await page.goto('/no/such/page?mock=slow-in-time'))?.status()).toBe(200);
  await expect(page.locator('main#main h1')).toHaveText('Page Not Found');
  await expect(page.locator('main#main h1')).toHaveCSS('font-weight', '600');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveCSS(
    'border-radius',
    '999px',
  );
});

test('content-hashed build files are served with a year-long immutable cache', async ({
  request,
}) => {
  const body = await (await request.get('/', { headers: html })).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(body)?.[1];
  expect(stylesheet).toBeDefined();
  const asset = await request.get(stylesheet ?? '');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a build file that is not there is a plain 404 that nothing may keep, even with a slow CMS', async ({
  request,
}) => {
  // a slow CMS once made the page router answer a missing chunk with a 200 page marked immutable
  for (const headers of [{}, { 'x-mock-state': 'cms:slow-3000' }]) {
    const missing = await request.get('/assets/chunk-Gone1234.js', { headers });
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toBe('Not Found');
    expect(missing.headers()['cache-control']).toBe('no-store');
    expect(missing.headers()['set-cookie']).toBeUndefined();
    expect(missing.headers()['content-security-policy']).not.toContain('nonce-');
  }
});
