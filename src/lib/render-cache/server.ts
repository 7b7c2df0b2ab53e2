import 'server-only';
import { onCachePurge } from '../cache/server.ts';
import { getAppConfig } from '../config.ts';
import { createRenderCache, type RenderCache } from './render-cache.ts';

// on globalThis, like the shared cache: the purge listener must reach the pages served
const KEY = Symbol.for('storefront.render-cache');
const globals = globalThis as typeof globalThis & { [KEY]?: RenderCache };

/**
 * A purge of the shared cache (a CMS publish) marks stale the pages of `cache` built from
 * what it names: each page keeps the tags of its entry, layout models and products.
 */
export const purgedWithSharedCache = (cache: RenderCache): RenderCache => {
  onCachePurge((tags) => cache.purgeTags(tags));
  return cache;
};

/** This process's rendered pages, or undefined when RENDER_CACHE_SECONDS is 0. */
export const getRenderCache = (): RenderCache | undefined => {
  const ttlMs = getAppConfig().renderCacheMs;
  return ttlMs > 0
    ? (globals[KEY] ??= purgedWithSharedCache(createRenderCache({ ttlMs })))
    : undefined;
};
