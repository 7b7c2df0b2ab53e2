import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startRedis, startStorefront, type Storefront } from './support/processes.ts';

let server: Storefront;

beforeAll(async () => {
  // the close after the drain; the drain itself has its own test
  server = await startStorefront({ SHUTDOWN_DRAIN_MS: '0' });
});

afterAll(async () => {
  await server?.stop();
});

test('/healthz says alive and /readyz ready, neither cacheable', async () => {
  const alive = await fetch(`${server.url}/healthz`);
  expect(alive.status).toBe(200);
  expect(await alive.json()).toEqual({ status: 'alive' });
  const ready = await fetch(`${server.url}/readyz?backends=1`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({
    status: 'ready',
    checks: {
      configuration: 'ok',
      cache: { kind: 'memory', status: 'ok' },
      siteApi: 'ok',
      cms: 'ok',
    },
  });
  expect(ready.headers.get('cache-control')).toBe('no-store');
});

test('/metrics counts the requests served, by kind of route and status, with the release', async () => {
  await (await fetch(`${server.url}/science`, { headers: { accept: 'text/html' } })).text();
  const metrics = await (await fetch(`${server.url}/metrics`)).text();
  expect(metrics).toMatch(
    /storefront_requests_total\{kind="page",status="200",version="[^"]+"\} [1-9]/,
  );
  expect(metrics).toMatch(
    /storefront_request_duration_seconds_count\{version="[^"]+",kind="page"\} [1-9]/,
  );
  // every log line names the release too
  expect(server.logs().every((line) => typeof line.version === 'string')).toBe(true);
});

test('SIGTERM, twice, while a slow page streams: the page finishes, new connections are refused, exit 0', async () => {
  // every mocked backend answers after 3000 ms here: the shell goes out at once, and the rest
  // of the page waits on the backends' time boxes, so the response is still streaming
  const response = await fetch(`${server.url}/science?mock=slow-backends`, {
    headers: { accept: 'text/html' },
  });
  server.child.kill('SIGTERM');
  await server.waitForLog((line) => line.msg === 'shutting down: finishing requests in flight');
  // a second signal, as an impatient orchestrator sends, must not cut the page short
  server.child.kill('SIGTERM');
  await server.waitForLog(
    (line) => line.msg === 'already shutting down: still finishing requests in flight',
  );
  await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('</html>');
  expect(await server.exited).toBe(0);
});

test('SIGTERM drains first: /readyz fails while pages are still served, then the port closes', async () => {
  const storefront = await startStorefront({ SHUTDOWN_DRAIN_MS: '2000' });
  try {
    storefront.child.kill('SIGTERM');
    await storefront.waitForLog((line) => line.msg === 'draining: /readyz fails, still serving');
    const ready = await fetch(`${storefront.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'shutting-down' });
    // still serving: whatever was sent before the edge or balancer noticed gets its answer
    const page = await fetch(`${storefront.url}/science`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await storefront.exited).toBe(0);
    await expect(fetch(`${storefront.url}/healthz`)).rejects.toThrow();
  } finally {
    await storefront.stop();
  }
});

/**
 * A Redis that stops answering: a loopback proxy to a real one that, once `hang()` is
 * called, keeps every connection open and passes nothing on, either way.
 */
const hangingRedis = async (target: string) => {
  const { port: targetPort } = new URL(target);
  let hung = false;
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(Number(targetPort), '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
    }
    client.on('data', (chunk) => hung || upstream.write(chunk));
    upstream.on('data', (chunk) => hung || client.write(chunk));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    hang: () => (hung = true),
    close: () => {
      sockets.forEach((socket) => socket.destroy());
      proxy.close();
    },
  };
};

test('SIGTERM while Redis hangs: the process still exits once SHUTDOWN_TIMEOUT_MS is up', async () => {
  const redis = await startRedis();
  const hanging = await hangingRedis(redis.url);
  const storefront = await startStorefront({
    CACHE_URL: hanging.url,
    SHUTDOWN_TIMEOUT_MS: '1000',
    SHUTDOWN_DRAIN_MS: '0',
  });
  try {
    hanging.hang();
    storefront.child.kill('SIGTERM');
    await storefront.waitForLog(
      (line) => line.msg === 'shutting down: finishing requests in flight',
    );
    // the cache's connections never close; the deadline ends the process all the same
    expect(await storefront.exited).toBe(1);
    expect(
      storefront
        .logs()
        .some(
          (line) => line.msg === 'shutdown deadline reached: closing the connections still open',
        ),
    ).toBe(true);
  } finally {
    await storefront.stop();
    hanging.close();
    await redis.stop();
  }
});

test('SIGTERM after whatever read the log has gone (a pipe with no reader): the process still exits', async () => {
  const storefront = await startStorefront({ SHUTDOWN_TIMEOUT_MS: '1000', SHUTDOWN_DRAIN_MS: '0' });
  try {
    // the log collector, or the shell piping the log to tee, went away first: writing a log
    // line now fails (EPIPE), and the shutdown must not depend on one being written
    storefront.child.stdout?.destroy();
    storefront.child.stderr?.destroy();
    storefront.child.kill('SIGTERM');
    const exited = await Promise.race([
      storefront.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 5000)),
    ]);
    expect(exited).not.toBe('still running');
  } finally {
    storefront.child.kill('SIGKILL');
  }
});
