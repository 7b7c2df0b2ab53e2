import { readFileSync } from 'node:fs';
import { expect, inject, test } from 'vitest';
import { baseUrl, setupBrowser } from './support/browser.ts';

const browser = setupBrowser();
const serverLog = () => readFileSync(inject('serverLog'), 'utf8');

test('the home page answers 200 inside the layout shell', async () => {
  const page = await browser.newPage();
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(await page.locator('header').count()).toBe(1);
  expect(await page.locator('main#main').count()).toBe(1);
  expect(await page.locator('footer').count()).toBe(1);
});

test('the skip link is the first stop on the keyboard and moves focus to #main', async () => {
  const page = await browser.newPage();
  await page.goto('/');
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  expect(await focused.textContent()).toBe('Skip to main content');
  expect(await focused.getAttribute('href')).toBe('#main');
  await page.keyboard.press('Enter');
  expect(new URL(page.url()).hash).toBe('#main');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
});

test('the reviews page renders in the layout', async () => {
  const page = await browser.newPage();
  const response = await page.goto('/products/reviews');
  expect(response?.status()).toBe(200);
  expect(
    await page.locator('main#main').getByRole('heading', { name: 'Product reviews' }).count(),
  ).toBe(1);
});

test('an unknown path is a real 404 with the Page Not Found page', async () => {
  const page = await browser.newPage();
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(await page.locator('main#main').textContent()).toContain('404');
  expect(await page.locator('main#main h1').textContent()).toBe('Page Not Found');
});

test('an unmatched path is logged as the non-fatal not-found error', async () => {
  const before = serverLog().length;
  await fetch(`${baseUrl()}/no/such/page`, { headers: { accept: 'text/html' } });
  await expect.poll(() => serverLog().slice(before)).toContain('Page not found: /no/such/page');
});

test('a path no content page can have is a 404 without asking the CMS for a page, logged as fatal', async () => {
  const before = serverLog().length;
  const response = await fetch(`${baseUrl()}/.env`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
  await expect.poll(() => serverLog().slice(before)).toContain('Page Not Found: /.env');
  expect(serverLog().slice(before)).not.toContain('Page not found: /.env');
});

test('the 404 page is rendered on the server', async () => {
  const response = await fetch(`${baseUrl()}/no/such/page`, { headers: { accept: 'text/html' } });
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
});

test('a failing render is a 500 with the Internal Server Error page, rendered on the server', async () => {
  const response = await fetch(`${baseUrl()}/?mock-fault=render`, {
    headers: { accept: 'text/html' },
  });
  expect(response.status).toBe(500);
  const html = await response.text();
  expect(html).toContain('Internal Server Error');
  expect(html).toContain('id="main"');

  const page = await browser.newPage();
  const navigation = await page.goto('/?mock-fault=render');
  expect(navigation?.status()).toBe(500);
  expect(await page.locator('main#main h1').textContent()).toBe('Internal Server Error');
});

test('bots keep the error status but are not shown the error page', async () => {
  const headers = {
    accept: 'text/html',
    'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  };
  const notFound = await fetch(`${baseUrl()}/no/such/page`, { headers });
  expect(notFound.status).toBe(404);
  expect(await notFound.text()).not.toContain('Page Not Found');
  const failed = await fetch(`${baseUrl()}/?mock-fault=render`, { headers });
  expect(failed.status).toBe(500);
  expect(await failed.text()).not.toContain('Internal Server Error');
});

test('a linaria style used only by a server component is linked and applied', async () => {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  expect(html).toMatch(/<link rel="stylesheet"[^>]+href="\/assets\/[^"]+\.css"/);
  const page = await browser.newPage();
  await page.goto('/');
  // the sticky header's position comes only from the header server component's css
  const position = await page
    .locator('header')
    .evaluate((element) => getComputedStyle(element).position);
  expect(position).toBe('sticky');
});

test('content-hashed build files are served with a year-long immutable cache', async () => {
  const html = await (await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } })).text();
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(stylesheet).toBeDefined();
  const asset = await fetch(`${baseUrl()}${stylesheet}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});
