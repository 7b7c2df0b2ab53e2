import { Redis } from 'ioredis';
import { z } from 'zod';
import { getLogger } from '../logger.ts';
import { createHit, type Cache, type CacheHit, type CacheSetOptions } from './cache.ts';
import { createMemoryCache } from './memory-cache.ts';

const PREFIX = 'storefront:cache:';
const PURGE_CHANNEL = 'storefront:cache:purge';
// L1: values this instance read or wrote lately, so a hot page costs no round trip;
// short, because a purge message can be lost while Redis is unreachable
const LOCAL_TTL_MS = 2_000;

const StoredSchema = z.object({
  value: z.unknown(),
  freshUntil: z.number(),
  staleUntil: z.number(),
  // kept with the value so the local copy can be purged by tag too
  tags: z.array(z.string()),
});
const PurgeMessageSchema = z.object({ tags: z.array(z.string()) });

/** A stored entry, or undefined when the text is not one (not JSON, or not of its shape). */
const parseStored = (text: string) => {
  try {
    const stored = StoredSchema.safeParse(JSON.parse(text));
    return stored.success ? stored.data : undefined;
  } catch {
    return undefined;
  }
};

const entryKey = (key: string) => `${PREFIX}entry:${key}`;
const tagKey = (tag: string) => `${PREFIX}tag:${tag}`;

/**
 * A cache shared by every instance pointed at one Redis. Each command is time-boxed and
 * never queued while Redis is away, so an outage degrades to "no cache": a miss on
 * read, a dropped write. Purges delete the tagged entries in Redis and tell every
 * instance over pub/sub to drop its short-lived local copies.
 */
export const createRedisCache = (
  url: string,
  {
    timeoutMs,
    onPurge,
  }: {
    timeoutMs: number;
    /** told of every purge, this instance's own and other instances' */
    onPurge?: (tags: readonly string[]) => void;
  },
): Cache => {
  const log = getLogger().child({ component: 'cache' });
  const options = {
    commandTimeout: timeoutMs,
    connectTimeout: 1_000,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // keep trying in the background; pages go on without the cache meanwhile
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  };
  const client = new Redis(url, options);
  // the subscriber queues its SUBSCRIBE until connected and resubscribes after a reconnect
  const subscriber = new Redis(url, {
    ...options,
    enableOfflineQueue: true,
    commandTimeout: undefined,
  });
  const local = createMemoryCache();
  let lastError = '';
  const onError = (error: Error) => {
    // one line per kind of failure, not one per reconnect attempt
    if (error.message !== lastError) {
      lastError = error.message;
      log.warn({ err: error.message }, 'redis unavailable: serving without the shared cache');
    }
  };
  client.on('error', onError);
  subscriber.on('error', onError);
  client.on('ready', () => {
    lastError = '';
    log.info('redis connected');
  });
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      const { tags } = PurgeMessageSchema.parse(JSON.parse(message));
      void local.purgeTags(tags);
      onPurge?.(tags);
      log.debug({ tags }, 'cache purge received');
    } catch {
      log.warn('ignored a malformed cache purge message');
    }
  });
  subscriber.subscribe(PURGE_CHANNEL).catch(onError);

  const attempt = async <T>(what: string, run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await run();
    } catch (error) {
      log.debug({ err: (error as Error).message, what }, 'redis command failed');
      return undefined;
    }
  };

  return {
    kind: 'redis',
    get: async <T>(key: string) => {
      const near = await local.get<T>(key);
      if (near) {
        return near;
      }
      const text = await attempt('get', () => client.get(entryKey(key)));
      if (!text) {
        return undefined;
      }
      const stored = parseStored(text);
      if (!stored) {
        // dropped, so it is logged once and the next read fills it again
        log.warn({ key }, 'cache: a corrupt entry was dropped');
        await attempt('del', () => client.del(entryKey(key)));
        return undefined;
      }
      const { tags, ...hit } = stored as CacheHit<T> & { tags: string[] };
      // only fresh values are kept near; a stale one must reach the loader each time
      await local.set(key, hit.value, {
        ttlMs: Math.min(LOCAL_TTL_MS, hit.freshUntil - Date.now()),
        tags,
      });
      return hit;
    },
    set: async <T>(key: string, value: T, setOptions: CacheSetOptions) => {
      const { ttlMs, staleMs = 0, tags = [] } = setOptions;
      await local.set(key, value, { ttlMs: Math.min(LOCAL_TTL_MS, ttlMs), tags });
      const stored = JSON.stringify({ ...createHit(value, ttlMs, staleMs), tags });
      await attempt('set', async () => {
        const lifetimeMs = ttlMs + staleMs;
        const batch = client.multi().set(entryKey(key), stored, 'PX', lifetimeMs);
        for (const tag of tags) {
          // a tag's key list lives as long as its longest-lived entry, never longer, so what
          // a stranger's random paths write is gone with them and a purge reads only live
          // keys: NX gives a new list its first expiry, GT only ever lengthens it
          batch
            .sadd(tagKey(tag), key)
            .pexpire(tagKey(tag), lifetimeMs, 'NX')
            .pexpire(tagKey(tag), lifetimeMs, 'GT');
        }
        await batch.exec();
      });
    },
    delete: async (key) => {
      await local.delete(key);
      await attempt('del', () => client.del(entryKey(key)));
    },
    purgeTags: async (tags) => {
      await local.purgeTags(tags);
      onPurge?.(tags);
      const shared = await attempt('purge', async () => {
        for (const tag of tags) {
          const keys = await client.smembers(tagKey(tag));
          await client.del(tagKey(tag), ...keys.map(entryKey));
        }
        await client.publish(PURGE_CHANNEL, JSON.stringify({ tags }));
        return true;
      });
      return shared === true;
    },
    ping: async () => (await attempt('ping', () => client.ping())) === 'PONG',
    close: async () => {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
};
