import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { trackingParams } from './tracking-params.ts';

const app = new Hono();
app.use(trackingParams());
app.all('/*', (c) => c.json({ url: c.req.url, cookie: c.req.header('cookie') ?? null }));

test('a page load is rendered with only the parameters a page reads, with its headers', async () => {
  const response = await app.request('/science?gclid=A&utm_campaign=x&cb=93&locale=en-CA', {
    headers: { accept: 'text/html', cookie: 'visitor=1' },
  });
  expect(await response.json()).toEqual({
    url: 'http://localhost/science?locale=en-CA',
    cookie: 'visitor=1',
  });
});

test('requests that are not page loads keep their query', async () => {
  const response = await app.request('/api/thing?gclid=A', { headers: { accept: '*/*' } });
  expect(await response.json()).toMatchObject({ url: 'http://localhost/api/thing?gclid=A' });
});
