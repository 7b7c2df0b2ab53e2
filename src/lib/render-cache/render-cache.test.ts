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

test('a page larger than the page cap is not kept; the cache holds its byte budget', () => {
  const cache = createRenderCache({ ttlMs: 10_000, maxBytes: 4_000 });
  cache.set('huge', cutAtNonce('x'.repeat(RENDER_CACHE_MAX_PAGE_BYTES + 1), 'n', 'text/html'));
  expect(cache.get('huge')).toBeUndefined();
  // the third page of 1,500 bytes drops the least recently used
  for (const key of ['a', 'b', 'c']) {
    cache.set(key, cutAtNonce('y'.repeat(1_500), 'n', 'text/html'));
  }
  expect(cache.get('a')).toBeUndefined();
  expect(cache.get('c')).toBeDefined();
});
