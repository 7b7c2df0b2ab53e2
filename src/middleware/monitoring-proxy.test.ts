import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { readBeacons } from '../../mocks/store.ts';
import { installMockServer } from '../../mocks/test-server.ts';
import { monitoringProxy } from './monitoring-proxy.ts';

installMockServer();

const app = new Hono();
app.use(monitoringProxy());
app.all('/*', (c) => c.text('page'));

test('a beacon to /dd_metrics{path}?{parameters} reaches the intake with its body', async () => {
  const response = await app.request('/dd_metrics/api/v2/rum?ddsource=browser&dd-api-key=x', {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: 'a'.repeat(42),
  });
  expect(response.status).toBe(202);
  expect(readBeacons()).toEqual([
    { path: '/api/v2/rum', query: '?ddsource=browser&dd-api-key=x', bodySize: 42 },
  ]);
});

test('any method is forwarded', async () => {
  const response = await app.request('/dd_metrics/api/v2/replay?x=1', { method: 'GET' });
  expect(response.status).toBe(202);
  expect(readBeacons()).toEqual([{ path: '/api/v2/replay', query: '?x=1', bodySize: 0 }]);
});

test('other paths are not proxied', async () => {
  const response = await app.request('/dd_metricsfoo');
  expect(await response.text()).toBe('page');
  expect(readBeacons()).toEqual([]);
});
