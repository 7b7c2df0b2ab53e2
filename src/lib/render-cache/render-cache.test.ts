import { expect, test } from 'vitest';
import {
  RENDER_CACHE_MAX_PAGE_BYTES,
  createRenderCache,
  cutAtNonce,
  withNonce,
} from './render-cache.ts';

test('a page cut at its nonce is served again with another nonce in every place', () => {
  const page = cutAtNonce('<script nonce="n1">["n1"]</script>', 'n1', 'text/html');
  expect(Buffer.from(withNonce(page, 'n2')).toString()).toBe('<script nonce="n2">["n2"]</script>');
});

test('a page with the nonce at its ends and in multi-byte text keeps every byte in place', () => {
  const page = cutAtNonce('n1<p>Crème — “n1”</p>n1', 'n1', 'text/html');
  expect(withNonce(page, 'nonce-2').toString()).toBe('nonce-2<p>Crème — “nonce-2”</p>nonce-2');
});

test('a kept page owns its memory: no slice of a buffer shared with anything else', () => {
  const page = cutAtNonce('<p nonce="n1">short</p>', 'n1', 'text/html');
  // a slice of Node's shared pool would have an 8 KB ArrayBuffer behind 23 bytes
  expect(page.html.buffer.byteLength).toBe(page.html.byteLength);
});

test('a page larger than the page cap is not kept; the cache holds its byte budget', () => {
  const cache = createRenderCache({ ttlMs: 10_000, maxBytes: 4_000 });
  const kept = (html: string) => ({ ...cutAtNonce(html, 'n', 'text/html'), tags: [] });
  cache.set('huge', kept('x'.repeat(RENDER_CACHE_MAX_PAGE_BYTES + 1)), { addressKey: 'huge' });
  expect(cache.get('huge')).toBeUndefined();
  // the third page of 1,500 bytes drops the least recently used
  for (const key of ['a', 'b', 'c']) {
    cache.set(key, kept('y'.repeat(1_500)), { addressKey: key });
  }
  expect(cache.get('a')).toBeUndefined();
  expect(cache.get('c')).toBeDefined();
});

test('pages of addresses with a query share a part of the budget: a flood of them keeps the others', () => {
  const cache = createRenderCache({ ttlMs: 10_000, maxBytes: 8_000 });
  const page = (html: string) => ({ ...cutAtNonce(html, 'n', 'text/html'), tags: [] });
  cache.set('/science', page('p'.repeat(1_500)), { addressKey: '/science' });
  // 150 junk queries on a popular page, each a page of its own
  for (let index = 0; index < 150; index += 1) {
    cache.set(`/science?junk=${index}`, page('q'.repeat(1_500)), {
      addressKey: `/science?junk=${index}`,
      query: true,
    });
  }
  expect(cache.get('/science')).toBeDefined();
  expect(cache.get('/science?junk=149')).toBeDefined();
});

test('a purge marks only the tagged pages stale; their last copy stays until it expires', async () => {
  const cache = createRenderCache({ ttlMs: 10_000, staleMs: 50 });
  const page = (text: string, tags: string[]) => ({
    ...cutAtNonce(text, 'NONCE', 'text/html'),
    tags,
  });
  cache.set('science-a', page('science', ['cms', 'p:/science']), { addressKey: 'science' });
  cache.set('home-a', page('home', ['cms', 'p:/']), { addressKey: 'home' });
  cache.purgeTags(['p:/science']);
  expect(cache.get('science-a')).toBeUndefined();
  expect(cache.get('home-a')?.html.toString()).toBe('home');
  expect(cache.lastKept('science')?.html.toString()).toBe('science');

  const short = createRenderCache({ ttlMs: 10, staleMs: 10 });
  short.set('a', page('a', ['cms']), { addressKey: 'a' });
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(short.lastKept('a')).toBeUndefined();
});
