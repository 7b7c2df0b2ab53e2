import { Redis } from 'ioredis';
import { expect, test, vi } from 'vitest';
import { PURGE_BATCH_SIZE } from '../../src/lib/cache/redis-cache.ts';
import { twoInstancesOnRedis, type LogLine, type Storefront } from './support/processes.ts';
import { publishScience, sendWebhook, WEBHOOK_SECRET } from './support/cms-webhook.ts';

/*
 * Two instances of the production server share one real Redis. The mocked CMS answers
 * per session (mock scenarios), so its results are not cached by default while it is
 * mocked: CMS_PAGE_CACHE_SECONDS turns the cache on here. Calls that reach the mocked
 * CMS are counted from the server's debug log ('mock backend called'), by the request id
 * each call carried.
 */
const servers = twoInstancesOnRedis({
  CMS_PAGE_CACHE_SECONDS: '60',
  CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
});

const isCmsCall = (requestId: string) => (line: LogLine) =>
  line.component === 'mock-backend' &&
  line.host === 'cdn.builder.io' &&
  line.forwardedRequestId === requestId;

/** Loads the page with our own request id and counts the CMS calls it made. */
const load = async (server: Storefront, path: string, requestId: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { 'x-request-id': requestId } });
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(response.headers.get('x-request-id')).toBe(requestId);
  const cmsCalls = server.logs().filter(isCmsCall(requestId));
  return {
    html,
    cmsCalls,
    pageCalls: cmsCalls.filter((line) => line.path === '/api/v3/content/page'),
  };
};

/**
 * Purges through one instance and waits until the other got the pub/sub message: the
 * message travels on its own, so the webhook's answer may come first.
 */
const purgeAndPropagate = async (via: Storefront, other: Storefront) => {
  const sent = Date.now();
  expect((await sendWebhook(via.url, publishScience)).status).toBe(200);
  await other.waitForLog(
    (line) => line.msg === 'cache purge received' && Number(line.time) >= sent,
  );
};

test('a page one instance fetched is served by the other from the shared cache, without a CMS call', async () => {
  const fetched = await load(servers.first, '/science', 'shared-first-0001');
  expect(fetched.pageCalls).toHaveLength(1);
  // the layout models (banner, navigation, footer) are cached alike
  expect(fetched.cmsCalls).toHaveLength(4);

  const served = await load(servers.second, '/science', 'shared-second-0001');
  // a failed (slow) Redis read or write would be a miss, not a share: name it if it
  // happens (the readiness pings before the connection was up are expected to fail)
  const failedCommands = (server: Storefront) =>
    server.logs().filter((line) => line.msg === 'redis command failed' && line.what !== 'ping');
  expect([...failedCommands(servers.first), ...failedCommands(servers.second)]).toEqual([]);
  expect(served.cmsCalls).toEqual([]);
  // the very content, not an error box (match, not toContain: a failure would print the page)
  expect(served.html.match(/data-block-id="builder-science-hero"/)?.[0]).toBeDefined();
  expect(served.html.match(/<title>[^<]*<\/title>/)?.[0]).toBe(
    fetched.html.match(/<title>[^<]*<\/title>/)?.[0],
  );
});

test('a publish webhook on one instance purges the page on both', async () => {
  await load(servers.first, '/science', 'purge-warm-first-01');
  await load(servers.second, '/science', 'purge-warm-second-1');

  await purgeAndPropagate(servers.first, servers.second);
  const afterFirstPurge = await load(servers.second, '/science', 'purge-second-00001');
  expect(afterFirstPurge.pageCalls).toHaveLength(1);
  // only the page's own path was purged: the layout models stay cached
  expect(afterFirstPurge.cmsCalls).toHaveLength(1);
  await load(servers.first, '/science', 'purge-rewarm-first1');

  await purgeAndPropagate(servers.second, servers.first);
  const afterSecondPurge = await load(servers.first, '/science', 'purge-first-000001');
  expect(afterSecondPurge.pageCalls).toHaveLength(1);
  // another page stayed cached
  await load(servers.first, '/', 'purge-home-first-01');
  expect((await load(servers.second, '/', 'purge-home-second1')).pageCalls).toEqual([]);
});

test('a publish naming 12,000 paths is purged everywhere and answered with counts', async () => {
  await load(servers.first, '/science', 'many-paths-warm-01');
  const sent = Date.now();
  const urls = Array.from({ length: 12_000 }, (_, index) => `/published-${index}`);
  const response = await sendWebhook(servers.first.url, {
    ...publishScience,
    newValue: { ...publishScience.newValue, data: { url: [...urls, '/science'] } },
  });
  const body = await response.text();
  expect(response.status).toBe(200);
  // the paths and the sitemap, counted: not 12,000 tags echoed back
  expect(JSON.parse(body)).toMatchObject({ purged: { model: 'page', tags: 12_002 } });
  expect(body.length).toBeLessThan(200);
  console.info(`12,000-path publish: ${response.status}, ${body.length} bytes: ${body}`);
  // sent in batches of 500 tags, each its own message: the last one carries /science
  const batches = Math.ceil(12_002 / PURGE_BATCH_SIZE);
  await vi.waitFor(() =>
    expect(
      servers.second
        .logs()
        .filter((line) => line.msg === 'cache purge received' && Number(line.time) >= sent),
    ).toHaveLength(batches),
  );
  const afterPurge = await load(servers.second, '/science', 'many-paths-after-01');
  expect(afterPurge.pageCalls).toHaveLength(1);
});

test('the webhook refuses a wrong secret (401) and a payload off its contract (400)', async () => {
  expect((await sendWebhook(servers.first.url, publishScience, 'not-the-secret')).status).toBe(401);
  const invalid = await sendWebhook(servers.first.url, {
    modelName: 'page',
    newValue: { data: {} },
  });
  expect(invalid.status).toBe(400);
  expect(await invalid.json()).toMatchObject({ error: 'invalid payload' });
});

test('a corrupt value in Redis is a miss, logged once and dropped: the page is served', async () => {
  const redis = new Redis(servers.redis.url);
  try {
    await load(servers.first, '/welcome', 'corrupt-warm-00001');
    const keys = await redis.keys('storefront:cache:entry:*');
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      await redis.set(key, '{"value": not json', 'PX', 60_000);
    }
    // the other instance, whose near copies of these entries (2 s) are gone by now or never were
    for (const requestId of ['corrupt-read-00001', 'corrupt-read-00002']) {
      const response = await fetch(`${servers.second.url}/welcome`, {
        headers: { 'x-request-id': requestId },
      });
      expect(response.status).toBe(200);
    }
    const dropped = servers.second
      .logs()
      .filter((line) => line.msg === 'cache: a corrupt entry was dropped')
      .map((line) => line.key);
    expect(dropped.length).toBeGreaterThan(0);
    expect(new Set(dropped).size).toBe(dropped.length);
  } finally {
    redis.disconnect();
  }
});

test('random paths leave nothing in Redis that outlives its entries', async () => {
  const redis = new Redis(servers.redis.url);
  try {
    const paths = Array.from({ length: 300 }, (_, index) => `/no-such-page-${index}-${Date.now()}`);
    for (let start = 0; start < paths.length; start += 10) {
      await Promise.all(
        paths.slice(start, start + 10).map(async (path) => {
          const response = await fetch(`${servers.first.url}${path}`);
          // under load the shell may stream before the CMS has said "no page", so the page
          // is the witness here, not the status (docs/decisions/011-streaming-shell.md)
          expect(await response.text()).toContain('<title>404 Page Not Found</title>');
        }),
      );
    }
    const keys = await redis.keys('storefront:cache:*');
    expect(keys.length).toBeGreaterThan(300);
    const lifetimes = await Promise.all(keys.map((key) => redis.pttl(key)));
    // every key, tag lists included, expires (-1 would be never) within an entry's 60 s
    expect(lifetimes.filter((ms) => ms < 0 || ms > 60_000)).toEqual([]);
  } finally {
    redis.disconnect();
  }
});

test('with Redis gone, pages are still served, straight from the CMS', async () => {
  await servers.redis.stop();
  // a process-level line: it names no request, not even the first one the instance served
  const warning = await servers.first.waitForLog(
    (line) => line.msg === 'redis unavailable: serving without the shared cache',
  );
  expect(JSON.parse(warning)).not.toHaveProperty('requestId');
  // a publish now purges this instance only: 503, so the CMS sends it again
  const webhook = await sendWebhook(servers.first.url, publishScience);
  expect(webhook.status).toBe(503);
  expect(webhook.headers.get('retry-after')).toBe('10');
  const page = await load(servers.first, '/blocks/forms', 'redis-down-first-01');
  expect(page.pageCalls).toHaveLength(1);
  const ready = await fetch(`${servers.first.url}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({
    checks: { cache: { kind: 'redis', status: 'failed' } },
  });
});
