import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { MAX_PATH_LENGTH, MAX_QUERY_LENGTH, queryLimit } from './query-limit.ts';

const app = new Hono();
app.use(queryLimit());
app.all('/*', (c) => c.text('page'));

const page = { accept: 'text/html' };

test('a page load or navigation whose query is longer than the limit answers 414', async () => {
  const long = `q=${'x'.repeat(MAX_QUERY_LENGTH)}`;
  expect((await app.request(`/science?${long}`, { headers: page })).status).toBe(414);
  const navigation = `/RSC/R/science.txt?query=${encodeURIComponent(long)}`;
  expect((await app.request(navigation)).status).toBe(414);
});

test('a page path longer than the limit is a short 404, rendering nothing', async () => {
  const long = `/${'a'.repeat(MAX_PATH_LENGTH)}`;
  const refused = await app.request(long, { headers: page });
  expect(refused.status).toBe(404);
  expect((await refused.text()).length).toBeLessThan(100);
  expect((await app.request(`/RSC/R${long}.txt`)).status).toBe(404);
  const within = `/${'a'.repeat(MAX_PATH_LENGTH - 1)}`;
  expect(await (await app.request(within, { headers: page })).text()).toBe('page');
});

test('a query within the limit, and what is not a page, pass', async () => {
  const within = `q=${'x'.repeat(MAX_QUERY_LENGTH - 2)}`;
  expect(await (await app.request(`/science?${within}`, { headers: page })).text()).toBe('page');
  expect(await (await app.request(`/favicon.svg?${'x'.repeat(4000)}`)).text()).toBe('page');
});
