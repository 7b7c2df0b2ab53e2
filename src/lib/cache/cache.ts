/**
 * One cache interface for everything the server keeps between requests (CMS pages,
 * layout models, products, the sitemap): an in-process LRU by default, Redis when
 * many instances must share it (`CACHE_URL`). A cache never fails a page: an
 * implementation that cannot answer behaves as a miss, and a write it cannot make is
 * dropped.
 */

/**
 * What a cache holds for a key: until `freshUntil` the value is current; until
 * `staleUntil` it may be served while a refresh runs; after that it is a miss, whatever
 * the store's own expiry clock says.
 */
export type CacheHit<T> = { value: T; freshUntil: number; staleUntil: number };

export const createHit = <T>(value: T, ttlMs: number, staleMs = 0): CacheHit<T> => {
  const freshUntil = Date.now() + ttlMs;
  return { value, freshUntil, staleUntil: freshUntil + staleMs };
};

export type CacheSetOptions = {
  /** how long the value is fresh */
  ttlMs: number;
  /** how long after that it may still be served while a refresh runs */
  staleMs?: number;
  /** names that purge this entry together with others (a page path, a model) */
  tags?: readonly string[];
};

export interface Cache {
  readonly kind: 'memory' | 'redis';
  get<T>(key: string): Promise<CacheHit<T> | undefined>;
  /** the value must survive JSON (Redis stores it as text) */
  set<T>(key: string, value: T, options: CacheSetOptions): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * removes every entry carrying one of the tags, on every instance that shares the cache;
   * false when only this instance could be purged (the shared store or its broadcast was
   * out of reach), so the caller can ask for the purge again
   */
  purgeTags(tags: readonly string[]): Promise<boolean>;
  /** whether the cache can answer now (readiness); a memory cache always can */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type CachedOptions<T> = CacheSetOptions & {
  /** false for results that must not be kept (a failure), so a recovered backend is used at once */
  keep?: (value: T) => boolean;
};

/**
 * Cache-aside over a Cache: a fresh hit is returned, a stale one is returned while one
 * refresh runs in the background, a miss loads. Concurrent misses of one key on this
 * instance share one load. A ttl of 0 turns caching off for that call.
 */
export const createCachedLoader = (cacheOrGetter: Cache | (() => Cache)) => {
  const getCache = typeof cacheOrGetter === 'function' ? cacheOrGetter : () => cacheOrGetter;
  const inFlight = new Map<string, Promise<unknown>>();

  const loadAndStore = <T>(key: string, options: CachedOptions<T>, load: () => Promise<T>) => {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) {
      return running;
    }
    const loading = (async () => {
      try {
        const value = await load();
        if (options.keep?.(value) !== false) {
          await getCache().set(key, value, options);
        }
        return value;
      } finally {
        inFlight.delete(key);
      }
    })();
    inFlight.set(key, loading);
    return loading;
  };

  return async <T>(key: string, options: CachedOptions<T>, load: () => Promise<T>): Promise<T> => {
    if (options.ttlMs <= 0) {
      return load();
    }
    const hit = await getCache().get<T>(key);
    if (!hit || hit.staleUntil <= Date.now()) {
      return loadAndStore(key, options, load);
    }
    if (hit.freshUntil <= Date.now()) {
      // a failed refresh keeps serving the stale value until it expires
      loadAndStore(key, options, load).catch(() => undefined);
    }
    return hit.value;
  };
};

export type CachedLoader = ReturnType<typeof createCachedLoader>;
