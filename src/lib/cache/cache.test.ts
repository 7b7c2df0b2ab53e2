import { afterEach, expect, test, vi } from 'vitest';
import { createCachedLoader } from './cache.ts';
import { createMemoryCache } from './memory-cache.ts';

afterEach(() => {
  vi.useRealTimers();
});

test('a fresh value is served from the cache; concurrent misses share one load', async () => {
  const cached = createCachedLoader(createMemoryCache());
  const load = vi.fn(async () => 'page');
  const options = { ttlMs: 1_000 };
  await expect(
    Promise.all([cached('k', options, load), cached('k', options, load)]),
  ).resolves.toEqual(['page', 'page']);
  await expect(cached('k', options, load)).resolves.toBe('page');
  expect(load).toHaveBeenCalledTimes(1);
});

test('a stale value is served while one refresh runs; after the stale time it is a miss', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const cached = createCachedLoader(createMemoryCache());
  let version = 1;
  const load = vi.fn(async () => version);
  const options = { ttlMs: 1_000, staleMs: 5_000 };
  await cached('k', options, load);
  version = 2;
  vi.advanceTimersByTime(1_001);
  await expect(cached('k', options, load)).resolves.toBe(1);
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  await expect(cached('k', options, load)).resolves.toBe(2);

  version = 3;
  vi.advanceTimersByTime(7_000);
  await expect(cached('k', options, load)).resolves.toBe(3);
});

test('a result `keep` refuses is not stored; a ttl of 0 never caches', async () => {
  const cached = createCachedLoader(createMemoryCache());
  const load = vi.fn(async () => 'failed');
  await cached('k', { ttlMs: 1_000, keep: (value) => value !== 'failed' }, load);
  await cached('k', { ttlMs: 1_000, keep: (value) => value !== 'failed' }, load);
  await cached('off', { ttlMs: 0 }, load);
  await cached('off', { ttlMs: 0 }, load);
  expect(load).toHaveBeenCalledTimes(4);
});

test('purging a tag removes exactly the entries that carry it', async () => {
  const cache = createMemoryCache();
  await cache.set('science', 1, { ttlMs: 1_000, tags: ['cms:path:page:/science'] });
  await cache.set('home', 2, { ttlMs: 1_000, tags: ['cms:path:page:/'] });
  await cache.purgeTags(['cms:path:page:/science']);
  await expect(cache.get('science')).resolves.toBeUndefined();
  await expect(cache.get('home')).resolves.toMatchObject({ value: 2 });
});

test('the memory cache keeps at most its cap, dropping the least recently used', async () => {
  const cache = createMemoryCache(2);
  await cache.set('a', 1, { ttlMs: 1_000 });
  await cache.set('b', 2, { ttlMs: 1_000 });
  await cache.get('a');
  await cache.set('c', 3, { ttlMs: 1_000 });
  await expect(cache.get('b')).resolves.toBeUndefined();
  await expect(cache.get('a')).resolves.toMatchObject({ value: 1 });
  await expect(cache.get('c')).resolves.toMatchObject({ value: 3 });
});
