import { getLogger } from './logger.ts';

/** One purge call to one HTTP cache: a hung cache must not hold the CMS webhook. */
export const EDGE_PURGE_TIMEOUT_MS = 2_000;
// the tags of one call, space-separated in one header: well under Varnish's 8 KB per header
const TAGS_HEADER_MAX_BYTES = 4_096;
export const SOFT_PURGE_HEADER = 'xkey-softpurge';

/** The tags in groups whose header stays under the limit (a tag longer than it goes alone). */
export const tagHeaders = (tags: readonly string[]): string[] => {
  const headers: string[] = [];
  let current = '';
  for (const tag of tags) {
    if (
      current &&
      Buffer.byteLength(current) + 1 + Buffer.byteLength(tag) > TAGS_HEADER_MAX_BYTES
    ) {
      headers.push(current);
      current = '';
    }
    current = current ? `${current} ${tag}` : tag;
  }
  return current ? [...headers, current] : headers;
};

export type EdgePurgeResult = { purged: number; failed: number };

/**
 * Soft-purges `tags` at every HTTP cache in `urls` (EDGE_PURGE_URLS): each marks the copies
 * built from them stale, so it fetches them again while its origins answer and still serves
 * them while they fail (edge/storefront.vcl). Caches are asked in parallel, each in as many
 * calls as the tags need; a cache that refuses or does not answer in time counts as failed and
 * is asked nothing more this time.
 */
export const purgeEdges = async (
  urls: readonly string[],
  tags: readonly string[],
  { timeoutMs = EDGE_PURGE_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<EdgePurgeResult> => {
  const headers = tagHeaders(tags);
  const purgeOne = async (url: string) => {
    for (const header of headers) {
      try {
        const response = await fetch(url, {
          method: 'PURGE',
          headers: { [SOFT_PURGE_HEADER]: header },
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (!response.ok) {
          throw new Error(`answered ${response.status}`);
        }
      } catch (error) {
        getLogger().warn(
          { edge: url, err: (error as Error).message },
          'edge purge failed: the HTTP cache keeps its copies until they expire',
        );
        return false;
      }
    }
    return true;
  };
  const outcomes = await Promise.all(urls.map(purgeOne));
  const purged = outcomes.filter(Boolean).length;
  return { purged, failed: outcomes.length - purged };
};
