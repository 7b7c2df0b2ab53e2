import { LRUCache } from 'lru-cache';

/**
 * A page as rendered for one anonymous shopper, without the CSP nonce of the response that
 * rendered it: `cuts` are the byte offsets where that nonce stood. The nonce is 128 random
 * bits drawn for that response alone, so nothing else in the page can contain it: the cuts
 * are exactly its places, and every response that serves the page again fills in a nonce
 * of its own (docs/decisions/013-render-cache.md).
 */
export type RenderedPage = { html: Buffer; cuts: readonly number[]; contentType: string };

/** The cache's whole size: pages' keys come from visitors' addresses, so it is bounded in bytes. */
const RENDER_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** The part of the budget that pages at addresses with a query may take. */
const QUERY_SHARE = 0.25;
/** A page larger than this is served but never kept. */
export const RENDER_CACHE_MAX_PAGE_BYTES = 1024 * 1024;

/**
 * Kept encoded, so a hit is a copy of bytes rather than a string encoded again, and in one
 * memory block of its own: a Buffer made from a short string is a slice of Node's shared
 * 8 KB pool, which stays alive whole for as long as any slice does, so counting slices
 * undercounted what the cache held by more than half.
 */
export const cutAtNonce = (html: string, nonce: string, contentType: string): RenderedPage => {
  const parts = html.split(nonce);
  const cuts: number[] = [];
  let offset = 0;
  for (const part of parts.slice(0, -1)) {
    offset += Buffer.byteLength(part);
    cuts.push(offset);
  }
  const joined = parts.join('');
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(joined));
  bytes.write(joined);
  return { html: bytes, cuts, contentType };
};

export const withNonce = (page: RenderedPage, nonce: string): Buffer<ArrayBuffer> => {
  const filling = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const cut of page.cuts) {
    pieces.push(page.html.subarray(from, cut), filling);
    from = cut;
  }
  pieces.push(page.html.subarray(from));
  return Buffer.concat(pieces);
};

// what an entry holds: its page, its offsets and its key (a visitor's address)
const bytesOf = (page: RenderedPage, key: string) =>
  page.html.byteLength + page.cuts.length * 8 + Buffer.byteLength(key);

export type RenderCache = {
  get(key: string): RenderedPage | undefined;
  /** `query`: the page's address has a query, which anyone can vary at will */
  set(key: string, page: RenderedPage, options?: { query?: boolean }): void;
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
  const share = (bytes: number) =>
    new LRUCache<string, RenderedPage>({ maxSize: bytes, sizeCalculation: bytesOf, ttl: ttlMs });
  // each query makes a page of its own, and a stranger can send any number of them: those
  // pages get a quarter of the budget, so a flood of them never pushes out the pages at
  // plain addresses, the ones shoppers share
  const queried = share(Math.floor(maxBytes * QUERY_SHARE));
  const pages = share(maxBytes - Math.floor(maxBytes * QUERY_SHARE));
  return {
    get: (key) => pages.get(key) ?? queried.get(key),
    set: (key, page, { query = false } = {}) => {
      if (page.html.byteLength <= RENDER_CACHE_MAX_PAGE_BYTES) {
        (query ? queried : pages).set(key, page);
      }
    },
    clear: () => {
      pages.clear();
      queried.clear();
    },
  };
};
