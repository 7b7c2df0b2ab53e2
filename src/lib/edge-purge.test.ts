import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { purgeEdges, SOFT_PURGE_HEADER, tagHeaders } from './edge-purge.ts';

const servers: ReturnType<typeof createServer>[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
});

/** An HTTP cache stand-in on loopback that records what it was asked. */
const edge = async (answer: (request: IncomingMessage, response: ServerResponse) => void) => {
  const seen: { method: string | undefined; tags: string | undefined }[] = [];
  const server = createServer((request, response) => {
    seen.push({
      method: request.method,
      tags: request.headers[SOFT_PURGE_HEADER] as string | undefined,
    });
    answer(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, seen };
};

test('every cache gets a soft purge of every tag, in headers of at most 4 KB', async () => {
  const tags = Array.from({ length: 12_000 }, (_, index) => `cms:path:page:/published-${index}`);
  const [first, second] = await Promise.all([
    edge((_, response) => response.end('Purged 1')),
    edge((_, response) => response.end('Purged 1')),
  ]);
  await expect(purgeEdges([first.url, second.url], tags)).resolves.toEqual({
    purged: 2,
    failed: 0,
  });
  for (const { seen } of [first, second]) {
    expect(seen.every((call) => call.method === 'PURGE')).toBe(true);
    expect(seen.every((call) => Buffer.byteLength(call.tags ?? '') <= 4_096)).toBe(true);
    expect(seen.flatMap((call) => call.tags?.split(' '))).toEqual(tags);
  }
});

test('a cache that refuses or hangs counts as failed, in its time box; the others are purged', async () => {
  const refusing = await edge((_, response) => {
    response.statusCode = 403;
    response.end('Forbidden');
  });
  const hanging = await edge(() => {
    // never answers
  });
  const working = await edge((_, response) => response.end('Purged 1'));
  await expect(
    purgeEdges([refusing.url, hanging.url, working.url], ['cms', 'cms:model:page'], {
      timeoutMs: 200,
    }),
  ).resolves.toEqual({ purged: 1, failed: 2 });
  expect(working.seen).toEqual([{ method: 'PURGE', tags: 'cms cms:model:page' }]);
});

test('no caches configured: nothing is called', async () => {
  await expect(purgeEdges([], ['cms'])).resolves.toEqual({ purged: 0, failed: 0 });
  expect(tagHeaders([])).toEqual([]);
});
