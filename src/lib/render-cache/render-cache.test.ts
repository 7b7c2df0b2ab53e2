import { expect, test } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { inlineHashes } from '../inline-hashes.ts';
import { sharedDocumentOf } from '../shared-document.ts';
import { RENDER_CACHE_MAX_PAGE_BYTES, createRenderCache, keptPage } from './render-cache.ts';

const kept = (html: string, tags: string[] = [], compress = false) =>
  keptPage(sharedDocumentOf(html, 'NONCE'), { contentType: 'text/html', tags, compress });

test('a kept page is its shared document: no nonce, multi-byte text in place, its hashes', async () => {
  const page = await kept('NONCE<script nonce="NONCE">["Crème — “NONCE”"]</script>NONCE', [], true);
  expect(page.html.toString()).toBe('<script nonce="">["Crème — “”"]</script>');
  expect(page.hashes).toEqual(inlineHashes(page.html.toString()));
  // compressed once, as a cache in front keeps it
  expect(page.gzip && gunzipSync(page.gzip).toString()).toBe(page.html.toString());
  expect((await kept('<p>x</p>')).gzip).toBeUndefined();
});

test('a kept page owns its memory: no slice of a buffer shared with anything else', async () => {
  const page = await kept('<p nonce="NONCE">short</p>', [], true);
  expect(page.gzip?.buffer.byteLength).toBe(page.gzip?.byteLength);
  // a slice of Node's shared pool would have an 8 KB ArrayBuffer behind 23 bytes
  expect(page.html.buffer.byteLength).toBe(page.html.byteLength);
});

test('a page larger than the page cap is not kept; the cache holds its byte budget', async () => {
  const cache = createRenderCache({ ttlMs: 10_000, maxBytes: 4_000 });
  cache.set('huge', await kept('x'.repeat(RENDER_CACHE_MAX_PAGE_BYTES + 1)), {
    addressKey: 'huge',
  });
  expect(cache.get('huge')).toBeUndefined();
  // the third page of 1,500 bytes drops the least recently used
  for (const key of ['a', 'b', 'c']) {
    cache.set(key, await kept('y'.repeat(1_500)), { addressKey: key });
  }
  expect(cache.get('a')).toBeUndefined();
  expect(cache.get('c')).toBeDefined();
});

test('pages of addresses with a query share a part of the budget: a flood of them keeps the others', async () => {
  const cache = createRenderCache({ ttlMs: 10_000, maxBytes: 8_000 });
  cache.set('/science', await kept('p'.repeat(1_500)), { addressKey: '/science' });
  // 150 junk queries on a popular page, each a page of its own
  for (let index = 0; index < 150; index += 1) {
    cache.set(`/science?junk=${index}`, await kept('q'.repeat(1_500)), {
      addressKey: `/science?junk=${index}`,
      query: true,
    });
  }
  expect(cache.get('/science')).toBeDefined();
  expect(cache.get('/science?junk=149')).toBeDefined();
});

test('a purge marks only the tagged pages stale; their last copy stays until it expires', async () => {
  const cache = createRenderCache({ ttlMs: 10_000, staleMs: 50 });
  cache.set('science-a', await kept('science', ['cms', 'p:/science']), { addressKey: 'science' });
  cache.set('home-a', await kept('home', ['cms', 'p:/']), { addressKey: 'home' });
  cache.purgeTags(['p:/science']);
  expect(cache.get('science-a')).toBeUndefined();
  expect(cache.get('home-a')?.html.toString()).toBe('home');
  expect(cache.lastKept('science')?.html.toString()).toBe('science');

  const short = createRenderCache({ ttlMs: 10, staleMs: 10 });
  short.set('a', await kept('a', ['cms']), { addressKey: 'a' });
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(short.lastKept('a')).toBeUndefined();
});
