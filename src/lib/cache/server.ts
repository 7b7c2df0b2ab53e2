import { getAppConfig } from '../config.ts';
import { outsideAnyRequest } from '../request-id.ts';
import { createCachedLoader, type Cache, type CachedLoader } from './cache.ts';
import { createMemoryCache } from './memory-cache.ts';
import { createRedisCache } from './redis-cache.ts';

/*
 * On globalThis because Vite may evaluate this module once per server environment;
 * the webhook's purge must reach the very cache the pages read.
 */
const CACHE_KEY = Symbol.for('storefront.shared-cache');
const LOADER_KEY = Symbol.for('storefront.cached-loader');
const PURGE_LISTENERS_KEY = Symbol.for('storefront.cache-purge-listeners');
type PurgeListener = (tags: readonly string[]) => void;
const globals = globalThis as typeof globalThis & {
  [CACHE_KEY]?: Cache;
  [LOADER_KEY]?: CachedLoader;
  [PURGE_LISTENERS_KEY]?: Set<PurgeListener>;
};

const purgeListeners = () => (globals[PURGE_LISTENERS_KEY] ??= new Set());
const notifyPurge: PurgeListener = (tags) => purgeListeners().forEach((listener) => listener(tags));

/**
 * Tells `listener` of every purge that reaches this instance (its own webhook, or another
 * instance's through Redis): for what is kept outside the shared cache but made from it.
 */
export const onCachePurge = (listener: PurgeListener): void => {
  purgeListeners().add(listener);
};

const announcingPurges = (cache: Cache): Cache => ({
  ...cache,
  purgeTags: async (tags) => {
    const everywhere = await cache.purgeTags(tags);
    notifyPurge(tags);
    return everywhere;
  },
});

/** This server's cache: Redis when CACHE_URL is set, else an LRU in this process. */
export const getSharedCache = (): Cache => {
  const { cacheUrl, cacheTimeoutMs } = getAppConfig();
  // made outside any request: the connections' events must not log the first request's id
  return (globals[CACHE_KEY] ??= outsideAnyRequest(() =>
    cacheUrl
      ? createRedisCache(cacheUrl, { timeoutMs: cacheTimeoutMs, onPurge: notifyPurge })
      : announcingPurges(createMemoryCache()),
  ));
};

/** Cache-aside through the shared cache; see createCachedLoader. */
export const cached: CachedLoader = (key, options, load) =>
  (globals[LOADER_KEY] ??= createCachedLoader(getSharedCache))(key, options, load);

/** For shutdown: lets the process exit without open Redis connections. */
export const closeSharedCache = async () => {
  await globals[CACHE_KEY]?.close();
  delete globals[CACHE_KEY];
};
