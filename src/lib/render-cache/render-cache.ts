import { LRUCache } from 'lru-cache';

/**
 * A page as rendered for one anonymous shopper, cut where that response's CSP nonce
 * stood. The nonce is 128 random bits drawn for that response alone, so nothing else in
 * the page can contain it: the cuts are exactly its places, and every response that
 * serves the page again fills in a nonce of its own (docs/decisions/013-render-cache.md).
 */
export type RenderedPage = { parts: readonly Buffer[]; contentType: string };

/** The cache's whole size: pages' keys come from visitors' addresses, so it is bounded in bytes. */
const RENDER_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** A page larger than this is served but never kept. */
export const RENDER_CACHE_MAX_PAGE_BYTES = 1024 * 1024;

// kept encoded: a hit is then a copy of bytes, not a string encoded again for every response
export const cutAtNonce = (html: string, nonce: string, contentType: string): RenderedPage => ({
  parts: html.split(nonce).map((part) => Buffer.from(part)),
  contentType,
});

export const withNonce = (page: RenderedPage, nonce: string): Buffer<ArrayBuffer> => {
  const filling = Buffer.from(nonce);
  const pieces = page.parts.flatMap((part, i) => (i === 0 ? [part] : [filling, part]));
  return Buffer.concat(pieces);
};

const bytesOf = (page: RenderedPage) =>
  page.parts.reduce((sum, part) => sum + part.byteLength, 0) || 1;

export type RenderCache = {
  get(key: string): RenderedPage | undefined;
  set(key: string, page: RenderedPage): void;
  /** forgets every page: content they were rendered from has changed */
  clear(): void;
};

export const createRenderCache = ({
  ttlMs,
  maxBytes = RENDER_CACHE_MAX_BYTES,
}: {
  ttlMs: number;
  maxBytes?: number;
}): RenderCache => {
  const pages = new LRUCache<string, RenderedPage>({
    maxSize: maxBytes,
    sizeCalculation: bytesOf,
    ttl: ttlMs,
  });
  return {
    get: (key) => pages.get(key),
    set: (key, page) => {
      if (bytesOf(page) <= RENDER_CACHE_MAX_PAGE_BYTES) {
        pages.set(key, page);
      }
    },
    clear: () => pages.clear(),
  };
};
