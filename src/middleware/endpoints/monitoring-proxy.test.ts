import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { readBeacons } from '../../../mocks/session/store.ts';
import { installMockServer } from '../../../mocks/server/test-server.ts';
import { bodyLimits } from '../guards/body-limit.ts';
import { monitoringProxy } from './monitoring-proxy.ts';

const { config, server } = installMockServer();
const intake = config.monitoring.intakeUrl;

const app = new Hono();
app.use(bodyLimits());
app.use(monitoringProxy());
app.all('/*', (c) => c.text('page'));

const beacon = (path: string, init: RequestInit = {}) =>
  app.request(path, { method: 'POST', body: 'a'.repeat(42), ...init });

test('a beacon to /dd_metrics{path}?{parameters} reaches the intake with its body', async () => {
  const response = await beacon('/dd_metrics/api/v2/rum?ddsource=browser&dd-api-key=x', {
    headers: { 'content-type': 'text/plain' },
  });
  expect(response.status).toBe(202);
  expect(readBeacons()).toEqual([
    { path: '/api/v2/rum', query: '?ddsource=browser&dd-api-key=x', bodySize: 42 },
  ]);
});

test('parameters the SDK does not send are dropped', async () => {
  await beacon('/dd_metrics/api/v2/replay?ddsource=browser&url=http://127.0.0.1:1/x');
  expect(readBeacons()).toEqual([
    { path: '/api/v2/replay', query: '?ddsource=browser', bodySize: 42 },
  ]);
});

test('paths other than the intake paths answer 404 and reach nobody', async () => {
  for (const path of [
    '/dd_metrics//127.0.0.1:1/x',
    '/dd_metrics/api/v2/rum/x',
    '/dd_metrics/api/v1/x',
  ]) {
    expect((await beacon(path)).status).toBe(404);
  }
  expect(readBeacons()).toEqual([]);
});

test('only POST is forwarded', async () => {
  const response = await app.request('/dd_metrics/api/v2/rum', { method: 'GET' });
  expect(response.status).toBe(405);
  expect(response.headers.get('allow')).toBe('POST');
  expect(readBeacons()).toEqual([]);
});

test('cookies, authorization and hop-by-hop headers stay with us', async () => {
  const seen: Headers[] = [];
  server.use(
    http.post(`${intake}/api/v2/rum`, ({ request }) => {
      seen.push(request.headers);
      return new HttpResponse(null, { status: 202 });
    }),
  );
  const response = await beacon('/dd_metrics/api/v2/rum', {
    headers: {
      'content-type': 'text/plain',
      cookie: 'session=secret',
      authorization: 'Bearer secret',
      upgrade: 'websocket',
      'keep-alive': 'timeout=5',
      expect: '100-continue',
      'x-forwarded-host': 'evil.example',
    },
  });
  expect(response.status).toBe(202);
  const [headers] = seen;
  expect(headers?.get('content-type')).toBe('text/plain');
  for (const name of [
    'cookie',
    'authorization',
    'upgrade',
    'keep-alive',
    'expect',
    'x-forwarded-host',
  ]) {
    expect(headers?.get(name)).toBeNull();
  }
});

test('a redirect from the intake is not followed', async () => {
  let followed = false;
  server.use(
    http.post(`${intake}/api/v2/rum`, () =>
      HttpResponse.redirect('https://elsewhere.mock.local/x', 307),
    ),
    http.all('https://elsewhere.mock.local/*', () => {
      followed = true;
      return new HttpResponse(null, { status: 202 });
    }),
  );
  expect((await beacon('/dd_metrics/api/v2/rum')).status).toBe(502);
  expect(followed).toBe(false);
});

test('an unreachable intake answers 502', async () => {
  server.use(http.post(`${intake}/api/v2/rum`, () => HttpResponse.error()));
  expect((await beacon('/dd_metrics/api/v2/rum')).status).toBe(502);
});

test('a beacon over the beacon limit answers 413 and reaches nobody', async () => {
  const response = await beacon('/dd_metrics/api/v2/rum', { body: 'a'.repeat(512 * 1024 + 1) });
  expect(response.status).toBe(413);
  expect(readBeacons()).toEqual([]);
});
