import 'server-only';
import { onCachePurge } from '../cache/server.ts';
import { getAppConfig } from '../config.ts';
import { createRenderCache, type RenderCache } from './render-cache.ts';

// on globalThis, like the shared cache: the purge listener must reach the pages served
const KEY = Symbol.for('storefront.render-cache');
const globals = globalThis as typeof globalThis & { [KEY]?: RenderCache };

/**
 * A purge of the shared cache (a CMS publish) makes `cache` forget every page: a page is
 * made of a CMS entry, three layout models and products, so no one tag names all the
 * pages a publish touches.
 */
export const forgettingOnPurge = (cache: RenderCache): RenderCache => {
  onCachePurge(() => cache.clear());
  return cache;
};

/** This process's rendered pages, or undefined when RENDER_CACHE_SECONDS is 0. */
export const getRenderCache = (): RenderCache | undefined => {
  const ttlMs = getAppConfig().renderCacheMs;
  return ttlMs > 0 ? (globals[KEY] ??= forgettingOnPurge(createRenderCache({ ttlMs }))) : undefined;
};
