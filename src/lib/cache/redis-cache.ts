import { Redis } from 'ioredis';
import { z } from 'zod';
import { getLogger } from '../logger.ts';
import { getMetrics } from '../metrics.ts';
import { createHit, type Cache, type CacheHit, type CacheSetOptions } from './cache.ts';
import { createMemoryCache } from './memory-cache.ts';

const PREFIX = 'storefront:cache:';
const PURGE_CHANNEL = 'storefront:cache:purge';
// L1: values this instance read or wrote lately, so a hot page costs no round trip;
// short, because a purge message can be lost while Redis is unreachable
const LOCAL_TTL_MS = 2_000;

// how many tags one purge command or one purge message names: each is a short step for
// Redis, so a publish of thousands of paths never holds it for other instances' reads
export const PURGE_BATCH_SIZE = 500;

const StoredSchema = z.object({
  // the generation of each tag when the value was written, in the order of `tags`
  gens: z.array(z.number()),
  value: z.unknown(),
  freshUntil: z.number(),
  staleUntil: z.number(),
  // kept with the value so the local copy can be purged by tag too
  tags: z.array(z.string()),
});
const PurgeMessageSchema = z.object({ tags: z.array(z.string()) });

/*
 * A purge never lists the keys of a tag: each tag has a generation, a number an entry
 * records when written and a purge increments; an entry whose recorded generations differ
 * from the current ones was purged. A tag's generation key lives exactly as long as the
 * longest-lived entry that carries it (made with that entry, lengthened by later ones), so
 * Redis holds one small key per live tag and nothing that only a purge would shrink. The
 * write records the generations and stores the entry in one step, so no purge falls between.
 *
 * KEYS: the entry, then each tag's generation; ARGV: the lifetime (ms), then the entry's
 * JSON without its opening brace.
 */
const WRITE_SCRIPT = `
local lifetime = ARGV[1]
local gens = {}
for i = 2, #KEYS do
  redis.call('SET', KEYS[i], '0', 'NX', 'PX', lifetime)
  redis.call('PEXPIRE', KEYS[i], lifetime, 'GT')
  gens[#gens + 1] = redis.call('GET', KEYS[i])
end
redis.call('SET', KEYS[1], '{"gens":[' .. table.concat(gens, ',') .. '],' .. ARGV[2], 'PX', lifetime)
`;
// a tag no live entry carries has no generation key and nothing to purge: none is made,
// so what a purge names leaves nothing behind (INCR keeps the key's expiry)
const PURGE_SCRIPT = `
for i = 1, #KEYS do
  if redis.call('EXISTS', KEYS[i]) == 1 then redis.call('INCR', KEYS[i]) end
end
`;

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
const generationKey = (tag: string) => `${PREFIX}gen:${tag}`;

const inBatches = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / PURGE_BATCH_SIZE) }, (_, index) =>
    items.slice(index * PURGE_BATCH_SIZE, (index + 1) * PURGE_BATCH_SIZE),
  );

/**
 * A cache shared by every instance pointed at one Redis. Each command is time-boxed and
 * never queued while Redis is away, so an outage degrades to "no cache": a miss on
 * read, a dropped write. A purge moves its tags to a new generation in Redis, which
 * makes every entry written under the old one a miss, and tells every instance over
 * pub/sub to drop its short-lived local copies.
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
    getMetrics().redisErrors.inc({ kind: 'connection' });
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
      log.debug({ tags: tags.length }, 'cache purge received');
    } catch {
      log.warn('ignored a malformed cache purge message');
    }
  });
  subscriber.subscribe(PURGE_CHANNEL).catch(onError);

  const attempt = async <T>(what: string, run: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await run();
    } catch (error) {
      getMetrics().redisErrors.inc({ kind: 'command', command: what });
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
      const { tags, gens, ...hit } = stored as CacheHit<T> & { tags: string[]; gens: number[] };
      if (tags.length > 0) {
        const current = await attempt('generations', () => client.mget(tags.map(generationKey)));
        if (!current || current.some((gen, index) => Number(gen) !== gens[index])) {
          // purged since it was written (or the generations are out of reach): a miss
          return undefined;
        }
      }
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
      const lifetimeMs = ttlMs + staleMs;
      if (lifetimeMs <= 0) {
        return;
      }
      // the script puts the generations first: `{"gens":[…],` + this without its brace
      const rest = JSON.stringify({ ...createHit(value, ttlMs, staleMs), tags }).slice(1);
      const keys = [entryKey(key), ...tags.map(generationKey)];
      await attempt('set', () =>
        client.eval(WRITE_SCRIPT, keys.length, ...keys, String(lifetimeMs), rest),
      );
    },
    delete: async (key) => {
      await local.delete(key);
      await attempt('del', () => client.del(entryKey(key)));
    },
    purgeTags: async (tags) => {
      await local.purgeTags(tags);
      onPurge?.(tags);
      // each batch is its own command under the time box: many short steps, never one
      // long one, so other instances' reads go on between them
      for (const batch of inBatches(tags)) {
        const keys = batch.map(generationKey);
        const shared = await attempt('purge', async () => {
          await client.eval(PURGE_SCRIPT, keys.length, ...keys);
          await client.publish(PURGE_CHANNEL, JSON.stringify({ tags: batch }));
          return true;
        });
        if (!shared) {
          return false;
        }
      }
      return true;
    },
    ping: async () => (await attempt('ping', () => client.ping())) === 'PONG',
    close: async () => {
      await Promise.allSettled([client.quit(), subscriber.quit()]);
    },
  };
};
