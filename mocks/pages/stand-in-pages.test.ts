import { expect, test } from 'vitest';
import { standInPage } from './stand-in-pages.ts';

const page = (path: string, headers: Record<string, string> = { accept: 'text/html' }) =>
  standInPage(new Request(`http://shop.test${path}`, { headers }));

test('a search link shows its query and names the search application, noindex', async () => {
  const response = page('/search?q=omega%203');
  expect(response?.headers.get('x-robots-tag')).toBe('noindex');
  const html = (await response?.text()) ?? '';
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(html).toContain('the search application');
  expect(html).toContain('Query: “omega 3”');
});

test('a product link names the product it carried', async () => {
  const html = (await page('/products/dp/omega-3')?.text()) ?? '';
  expect(html).toContain('<h1>Omega-3 Fish Oil</h1>');
  expect(html).toContain('SKU: LN-OMEGA3-60');
});

test('our own pages, site-API calls and non-HTML requests are left alone', () => {
  expect(page('/products/reviews')).toBeUndefined();
  expect(page('/science')).toBeUndefined();
  expect(page('/search?q=x&format=json', { 'x-requested-with': 'XMLHttpRequest' })).toBeUndefined();
  expect(page('/cart?format=json', { accept: 'application/json' })).toBeUndefined();
});

test('text from the link is escaped', async () => {
  const html = (await page('/search?q=%3Cscript%3E')?.text()) ?? '';
  expect(html).not.toContain('<script>');
});

test('the page takes its look from a same-origin stylesheet, never an inline style', async () => {
  const html = (await page('/search?q=x')?.text()) ?? '';
  expect(html).toContain('<link rel="stylesheet" href="/__mocks/plain-page.css" />');
  expect(html).not.toMatch(/<style|style=/);
  // the site's icon, or the browser asks for /favicon.ico and logs its 404
  expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
});
