import { LRUCache } from 'lru-cache';
import { createHit, type Cache, type CacheHit, type CacheSetOptions } from './cache.ts';

type Stored = { hit: CacheHit<unknown>; tags: readonly string[] };

/** Keys come from visitors' paths, so the cache is bounded; the least recently used entry goes first. */
export const MEMORY_CACHE_MAX_ENTRIES = 1000;

/** The cache of one process: an LRU with a size cap, entries expiring after their fresh and stale time. */
export const createMemoryCache = (maxEntries = MEMORY_CACHE_MAX_ENTRIES): Cache => {
  const keysByTag = new Map<string, Set<string>>();
  const entries = new LRUCache<string, Stored>({
    max: maxEntries,
    dispose: (stored, key) => {
      for (const tag of stored.tags) {
        const keys = keysByTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) {
          keysByTag.delete(tag);
        }
      }
    },
  });

  return {
    kind: 'memory',
    get: async <T>(key: string) => entries.get(key)?.hit as CacheHit<T> | undefined,
    set: async <T>(key: string, value: T, { ttlMs, staleMs = 0, tags = [] }: CacheSetOptions) => {
      // lru-cache reads a ttl of 0 as "forever"
      if (ttlMs + staleMs <= 0) {
        return;
      }
      entries.set(key, { hit: createHit(value, ttlMs, staleMs), tags }, { ttl: ttlMs + staleMs });
      for (const tag of tags) {
        keysByTag.set(tag, (keysByTag.get(tag) ?? new Set()).add(key));
      }
    },
    delete: async (key) => {
      entries.delete(key);
    },
    purgeTags: async (tags) => {
      for (const tag of tags) {
        for (const key of [...(keysByTag.get(tag) ?? [])]) {
          entries.delete(key);
        }
      }
      // this process is every instance that shares it
      return true;
    },
    ping: async () => true,
    close: async () => {
      entries.clear();
    },
  };
};
