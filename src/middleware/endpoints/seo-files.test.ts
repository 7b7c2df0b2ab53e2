import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { installMockServer } from '../../../mocks/server/test-server.ts';
import { seoFiles } from './seo-files.ts';

const { config, server } = installMockServer();

const app = new Hono();
app.use(seoFiles());

const countriesPath = `${config.siteApiUrl}/geography/countries`;

test('the sitemap takes the countries from the shared cache: one call for sitemaps asked together', async () => {
  let calls = 0;
  server.events.on('request:start', ({ request }) => {
    calls += new URL(request.url).pathname === '/geography/countries' ? 1 : 0;
  });
  const sitemaps = await Promise.all(
    Array.from({ length: 5 }, async () => app.request('http://localhost/sitemap.xml')),
  );
  expect(sitemaps.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
  expect(calls).toBeLessThanOrEqual(1);
  server.events.removeAllListeners();
});

test('a site API that never answers the countries still lets the sitemap answer', async () => {
  let aborted = false;
  server.use(
    http.get(countriesPath, ({ request }) => {
      request.signal.addEventListener('abort', () => (aborted = true));
      return new Promise<never>(() => {});
    }),
  );
  const response = await app.request('http://localhost/sitemap.xml');
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('<urlset');
  expect(aborted).toBe(true);
  server.use(http.get(countriesPath, () => HttpResponse.json([])));
});
