import { Hono } from 'hono';
import { http } from 'msw';
import { expect, test } from 'vitest';
import { installMockServer } from '../../../mocks/server/test-server.ts';
import { health } from './health.ts';

const { config, server } = installMockServer();

const app = new Hono();
app.use(health());

test('a readiness check of a site API that never answers ends its request', async () => {
  const ended = new Promise<void>((resolve) => {
    server.use(
      http.get(`${config.siteApiUrl}/geography/countries`, ({ request }) => {
        request.signal.addEventListener('abort', () => resolve());
        return new Promise<never>(() => {});
      }),
    );
  });
  const response = await app.request('http://localhost/readyz?backends=1');
  expect(response.status).toBe(503);
  expect(await response.json()).toMatchObject({ checks: { siteApi: 'failed' } });
  // the probe's answer did not leave the request behind, holding a socket
  await ended;
});

test('/metrics: Prometheus text with the requests by kind and status, the event loop and heap, the release', async () => {
  const response = await app.request('/metrics');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();
  expect(text).toContain('# TYPE storefront_requests_total counter');
  expect(text).toContain('# TYPE storefront_request_duration_seconds histogram');
  expect(text).toMatch(/storefront_nodejs_eventloop_lag_seconds\{version="[^"]+"\}/);
  expect(text).toMatch(/storefront_nodejs_heap_size_used_bytes\{version="[^"]+"\}/);
});

test('/readyz names the release', async () => {
  expect(await (await app.request('/readyz')).json()).toHaveProperty('version');
});
