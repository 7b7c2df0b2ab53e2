import { afterAll, beforeAll, expect, test } from 'vitest';
import { startStorefront, type Storefront } from './support/processes.ts';

let server: Storefront;

beforeAll(async () => {
  server = await startStorefront();
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

test('SIGTERM, twice, while a slow page streams: the page finishes, new connections are refused, exit 0', async () => {
  // every mocked backend answers after 3000 ms here: the shell goes out at once, and the rest
  // of the page waits on the backends' time boxes, so the response is still streaming
  const response = await fetch(`${server.url}/science?mock-scenario=slow-backends`, {
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
