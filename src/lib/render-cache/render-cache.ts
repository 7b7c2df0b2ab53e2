import { LRUCache } from 'lru-cache';

/**
 * A page as rendered for one anonymous shopper, without the CSP nonce of the response that
 * rendered it: `cuts` are the byte offsets where that nonce stood. The nonce is 128 random
 * bits drawn for that response alone, so nothing else in the page can contain it: the cuts
 * are exactly its places, and every response that serves the page again fills in a nonce
 * of its own (docs/decisions/013-render-cache.md).
 */
export type RenderedPage = {
  html: Buffer;
  cuts: readonly number[];
  contentType: string;
  /** what the page was built from, as cache tags (src/lib/page-data/page-data.ts) */
  tags: readonly string[];
};

/** The cache's whole size: pages' keys come from visitors' addresses, so it is bounded in bytes. */
const RENDER_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** A page larger than this is served but never kept. */
export const RENDER_CACHE_MAX_PAGE_BYTES = 1024 * 1024;

/**
 * Kept encoded, so a hit is a copy of bytes rather than a string encoded again, and in one
 * memory block of its own: a Buffer made from a short string is a slice of Node's shared
 * 8 KB pool, which stays alive whole for as long as any slice does, so counting slices
 * undercounted what the cache held by more than half.
 */
export const cutAtNonce = (
  html: string,
  nonce: string,
  contentType: string,
): Omit<RenderedPage, 'tags'> => {
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

export const withNonce = (
  page: Pick<RenderedPage, 'html' | 'cuts'>,
  nonce: string,
): Buffer<ArrayBuffer> => {
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

/** The part of the budget that pages at addresses with a query may take. */
const QUERY_SHARE = 0.25;

/** How long a page outlives its freshness, served only when it cannot be rendered in full. */
export const RENDER_CACHE_STALE_MS = 60_000;

/**
 * A kept page with the address it answers whatever its A/B variation (`addressKey`), for
 * the last page kept, and the end of its freshness, which a purge of one of its tags brings
 * forward to now.
 */
type Entry = { page: RenderedPage; addressKey: string; freshUntil: number };

// what an entry holds: its page, its offsets, its tags and its keys (a visitor's address)
const bytesOf = ({ page, addressKey }: Entry, key: string) =>
  page.html.byteLength +
  page.cuts.length * 8 +
  page.tags.reduce((sum, tag) => sum + Buffer.byteLength(tag), 0) +
  Buffer.byteLength(addressKey) +
  Buffer.byteLength(key);

export type RenderCache = {
  /** the page while it is fresh and not purged */
  get(key: string): RenderedPage | undefined;
  /** `query`: the page's address has a query, which anyone can vary at will */
  set(key: string, page: RenderedPage, options: { addressKey: string; query?: boolean }): void;
  /**
   * the last page kept for an address, fresh, expired or purged, for as long as it is kept:
   * what a shopper gets when the page's content cannot be fetched now
   */
  lastKept(addressKey: string): RenderedPage | undefined;
  /** marks the pages built from any of `tags` stale: content they were made of has changed */
  purgeTags(tags: readonly string[]): void;
};

export const createRenderCache = ({
  ttlMs,
  staleMs = RENDER_CACHE_STALE_MS,
  maxBytes = RENDER_CACHE_MAX_BYTES,
}: {
  ttlMs: number;
  staleMs?: number;
  maxBytes?: number;
}): RenderCache => {
  const keysByTag = new Map<string, Set<string>>();
  const keyByAddress = new Map<string, string>();
  const share = (bytes: number) =>
    new LRUCache<string, Entry>({
      maxSize: bytes,
      sizeCalculation: bytesOf,
      ttl: ttlMs + staleMs,
      // the indexes hold only keys of entries still kept, so they are bounded with them
      dispose: ({ page, addressKey }, key) => {
        for (const tag of page.tags) {
          const keys = keysByTag.get(tag);
          keys?.delete(key);
          if (keys?.size === 0) {
            keysByTag.delete(tag);
          }
        }
        if (keyByAddress.get(addressKey) === key) {
          keyByAddress.delete(addressKey);
        }
      },
    });
  // each query makes a page of its own, and a stranger can send any number of them: those
  // pages get a quarter of the budget, so a flood of them never pushes out the pages at
  // plain addresses, the ones shoppers share
  const queried = share(Math.floor(maxBytes * QUERY_SHARE));
  const pages = share(maxBytes - Math.floor(maxBytes * QUERY_SHARE));
  const entryOf = (key: string, options?: { updateAgeOnGet: boolean }) =>
    pages.get(key, options) ?? queried.get(key, options);
  return {
    get: (key) => {
      const entry = entryOf(key);
      return entry && entry.freshUntil > Date.now() ? entry.page : undefined;
    },
    set: (key, page, { addressKey, query = false }) => {
      if (page.html.byteLength > RENDER_CACHE_MAX_PAGE_BYTES) {
        return;
      }
      (query ? queried : pages).set(key, { page, addressKey, freshUntil: Date.now() + ttlMs });
      for (const tag of page.tags) {
        keysByTag.set(tag, (keysByTag.get(tag) ?? new Set()).add(key));
      }
      keyByAddress.set(addressKey, key);
    },
    lastKept: (addressKey) => {
      const key = keyByAddress.get(addressKey);
      return key === undefined ? undefined : entryOf(key)?.page;
    },
    purgeTags: (tags) => {
      for (const tag of tags) {
        for (const key of keysByTag.get(tag) ?? []) {
          const entry = entryOf(key, { updateAgeOnGet: false });
          if (entry) {
            entry.freshUntil = 0;
          }
        }
      }
    },
  };
};
