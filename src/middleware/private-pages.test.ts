import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { privatePages } from './private-pages.ts';

const app = new Hono();
app.use(privatePages());
app.get('/page', (c) => c.html('<p>hi</p>'));
app.get('/rsc', (c) => c.body('0:{}', 200, { 'content-type': 'text/x-component' }));
app.get('/sitemap.xml', (c) =>
  c.body('<urlset/>', 200, {
    'content-type': 'application/xml',
    'cache-control': 'public, max-age=300',
  }),
);
app.get('/stated', (c) => c.html('<p>hi</p>', 200, { 'cache-control': 'no-store' }));

const cacheControl = async (path: string) => (await app.request(path)).headers.get('cache-control');

test('pages and their RSC payloads are private to the visitor', async () => {
  expect(await cacheControl('/page')).toBe('private, no-cache');
  expect(await cacheControl('/rsc')).toBe('private, no-cache');
});

test('other responses and responses that state their caching keep it', async () => {
  expect(await cacheControl('/sitemap.xml')).toBe('public, max-age=300');
  expect(await cacheControl('/stated')).toBe('no-store');
});
