import { Hono } from 'hono';
import { http } from 'msw';
import { expect, test } from 'vitest';
import { installMockServer } from '../../mocks/test-server.ts';
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
