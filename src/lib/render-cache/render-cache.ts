import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { InlineHashes } from '../inline-hashes.ts';
import type { SharedDocument } from '../shared-document.ts';

/**
 * A page's shared document as an HTTP cache in front keeps it
 * (docs/decisions/020-shared-documents.md): its bytes, with no nonce in them, and the hashes
 * of its inline scripts and styles that its CSP names. A hit is a copy of these bytes: the
 * page is neither read nor hashed again (docs/decisions/013-render-cache.md).
 */
export type RenderedPage = {
  html: Buffer<ArrayBuffer>;
  /** the same bytes gzip-compressed, for a client that takes gzip; none when COMPRESSION is off */
  gzip?: Buffer<ArrayBuffer>;
  hashes: InlineHashes;
  contentType: string;
  /** what the page was built from, as cache tags (src/lib/calls/shared-calls.ts) */
  tags: readonly string[];
};

/** The cache's whole size: pages' keys come from visitors' addresses, so it is bounded in bytes. */
const RENDER_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** A page larger than this is served but never kept. */
export const RENDER_CACHE_MAX_PAGE_BYTES = 1024 * 1024;

const gzipped = promisify(gzip);

/**
 * In one memory block of its own: a Buffer made from a short string is a slice of Node's
 * shared 8 KB pool, which stays alive whole for as long as any slice does, so counting slices
 * undercounted what the cache held by more than half.
 */
const ownBytes = (bytes: Uint8Array): Buffer<ArrayBuffer> => {
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  own.set(bytes);
  return own;
};

/**
 * Kept encoded, so a hit is a copy of bytes rather than a string encoded again, and, with
 * `compress`, compressed once as well, as a cache in front keeps it: a hit for a client that
 * takes gzip sends these bytes instead of compressing the page again
 * (src/middleware/document/compression.ts).
 */
export const keptPage = async (
  { html, hashes }: SharedDocument,
  {
    contentType,
    tags,
    compress,
  }: { contentType: string; tags: readonly string[]; compress: boolean },
): Promise<RenderedPage> => {
  const bytes = ownBytes(Buffer.from(html));
  const page = { html: bytes, hashes, contentType, tags };
  return compress ? { ...page, gzip: ownBytes(await gzipped(bytes)) } : page;
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

const textBytes = (texts: readonly string[]) =>
  texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0);

// what an entry holds: its page, its hashes, its tags and its keys (a visitor's address)
const bytesOf = ({ page, addressKey }: Entry, key: string) =>
  page.html.byteLength +
  (page.gzip?.byteLength ?? 0) +
  textBytes(page.hashes.scripts) +
  textBytes(page.hashes.styles) +
  textBytes(page.tags) +
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
