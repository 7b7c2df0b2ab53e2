import { Redis } from 'ioredis';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { startRedis } from '../../../e2e/servers/support/processes.ts';
import { freeLoopbackPort } from '../../../e2e/support/free-port.ts';
import type { Cache } from './cache.ts';
import { getLogger } from '../logger.ts';
import { readMetric } from '../metrics.testing.ts';
import { createRedisCache } from './redis-cache.ts';

/*
 * Against a real redis-server (installed by scripts/toolchain.sh): what the cache leaves in
 * Redis is the point, and only Redis's own expiry and scripting say what that is.
 */
let redis: Awaited<ReturnType<typeof startRedis>>;
let client: Redis;
let cache: Cache;
// a second instance on the same Redis: its reads skip the first one's near copies
let other: Cache;
// the purges that reached the second instance over pub/sub (its near copies go with them)
const heardByOther: string[] = [];

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
  cache = createRedisCache(redis.url, { timeoutMs: 3_000 });
  other = createRedisCache(redis.url, {
    timeoutMs: 3_000,
    onPurge: (tags) => heardByOther.push(...tags),
  });
  await client.ping();
});

afterAll(async () => {
  await Promise.all([cache?.close(), other?.close()]);
  client?.disconnect();
  await redis?.stop();
});

const cmsTags = (path: string) => ['cms', 'cms:model:page', `cms:path:page:${path}`];

/** Every element Redis holds for the cache: a key counts one, a set each of its members. */
const elementsHeld = async () => {
  let total = 0;
  for (const key of await client.keys('storefront:cache:*')) {
    total += (await client.type(key)) === 'set' ? await client.scard(key) : 1;
  }
  return total;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('what Redis holds stays bounded by the live entries while writes go on', async () => {
  // 2,000 random paths written over ~2 s, each entry living 300 ms: the tags every entry
  // carries ('cms', 'cms:model:page') must not collect all 2,000 of them
  let written = 0;
  for (let round = 0; round < 20; round += 1) {
    await Promise.all(
      Array.from({ length: 100 }, (_, index) => {
        const path = `/random-${round}-${index}`;
        written += 1;
        return cache.set(`page:${path}`, { path }, { ttlMs: 300, tags: cmsTags(path) });
      }),
    );
    await pause(100);
  }
  expect(written).toBe(2_000);
  const entries = (await client.keys('storefront:cache:entry:*')).length;
  const held = await elementsHeld();
  console.info(`after ${written} writes: ${entries} live entries, ${held} elements held`);
  // each live entry, its path's generation and the two tags every entry shares
  expect(held).toBeLessThanOrEqual(2 * entries + 2);
  expect(held).toBeLessThan(1_000);
});

test('a purged entry is a miss on every instance; other entries stay', async () => {
  await cache.set('page:/science', 'science v1', { ttlMs: 60_000, tags: cmsTags('/science') });
  await cache.set('page:/', 'home v1', { ttlMs: 60_000, tags: cmsTags('/') });
  expect((await other.get('page:/science'))?.value).toBe('science v1');

  expect(await cache.purgeTags(['cms:path:page:/science'])).toBe(true);
  await vi.waitFor(() => expect(heardByOther).toContain('cms:path:page:/science'));
  expect(await other.get('page:/science')).toBeUndefined();
  expect((await other.get('page:/'))?.value).toBe('home v1');

  // written again after the purge, it is served again
  await cache.set('page:/science', 'science v2', { ttlMs: 60_000, tags: cmsTags('/science') });
  expect((await other.get('page:/science'))?.value).toBe('science v2');

  // a model's tag purges every page built from it
  expect(await cache.purgeTags(['cms:model:page'])).toBe(true);
  await vi.waitFor(() => expect(heardByOther).toContain('cms:model:page'));
  expect(await other.get('page:/science')).toBeUndefined();
  expect(await other.get('page:/')).toBeUndefined();
});

test('a purge naming 12,000 tags no entry carries leaves nothing in Redis', async () => {
  await client.flushall();
  await cache.set('page:/keep', 'kept', { ttlMs: 60_000, tags: cmsTags('/keep') });
  const before = await elementsHeld();
  const tags = Array.from({ length: 12_000 }, (_, index) => `cms:path:page:/published-${index}`);
  expect(await cache.purgeTags(tags)).toBe(true);
  expect(await elementsHeld()).toBe(before);
  expect((await other.get('page:/keep'))?.value).toBe('kept');
  // the generation the purge moved is only that of the tags named
  expect(await cache.purgeTags([...tags, 'cms:path:page:/keep'])).toBe(true);
  await vi.waitFor(() => expect(heardByOther).toContain('cms:path:page:/keep'));
  expect(await other.get('page:/keep')).toBeUndefined();
});

test('/metrics counts a Redis that cannot be reached: its connection errors and its failed commands', async () => {
  const connection = () => readMetric('storefront_redis_errors_total', { kind: 'connection' });
  const gets = () =>
    readMetric('storefront_redis_errors_total', { kind: 'command', command: 'get' });
  const before = { connection: await connection(), gets: await gets() };
  vi.spyOn(getLogger(), 'warn').mockImplementation(() => undefined);
  // a port nothing listens on: every connection attempt is refused
  const away = createRedisCache(`redis://127.0.0.1:${await freeLoopbackPort()}`, {
    timeoutMs: 100,
  });
  try {
    await vi.waitFor(async () => expect(await connection()).toBeGreaterThan(before.connection));
    expect(await away.get('storefront:any')).toBeUndefined();
    expect(await gets()).toBe(before.gets + 1);
  } finally {
    await away.close();
  }
});
