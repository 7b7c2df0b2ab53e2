import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { pageMethods } from './page-methods.ts';

const app = new Hono();
app.use(pageMethods());
app.all('*', (c) => c.html('<main>page</main>'));

test('a page answers GET and HEAD', async () => {
  expect((await app.request('/science')).status).toBe(200);
  expect((await app.request('/science', { method: 'HEAD' })).status).toBe(200);
});

test('any other method on a page is a 405 that names GET and HEAD', async () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    const response = await app.request('/science', { method });
    expect(response.status, method).toBe(405);
    expect(response.headers.get('allow'), method).toBe('GET, HEAD');
  }
});

test('RSC addresses keep their own rules: a server function is a POST', async () => {
  expect((await app.request('/RSC/F/abc/def.txt', { method: 'POST' })).status).toBe(200);
});
