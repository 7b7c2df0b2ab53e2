import { Hono } from 'hono';
import { afterEach, expect, test } from 'vitest';
import { serverExtensions } from '../lib/server-extensions.ts';
import { sharedRender } from './shared-render.ts';

afterEach(() => {
  serverExtensions().sharedCookies.length = 0;
});

/** The Cookie header the rest of the pipeline (and the render) sees. */
const seenCookies = async (path: string, cookie: string, accept = 'text/html') => {
  const app = new Hono();
  app.use(sharedRender());
  app.get('*', (c) => c.text(c.req.header('cookie') ?? '(none)'));
  return (await app.request(path, { headers: { cookie, accept } })).text();
};

const SHOPPER = 'session=s3cret; locale=en-CA; _dyid_server=4242; builder.tests.page-home=b';

test('a page render sees the locale cookie and no other: no session, no personalisation id', async () => {
  expect(await seenCookies('/science', SHOPPER)).toBe('locale=en-CA');
  // an in-app navigation's payload is a page too
  expect(await seenCookies('/RSC/R/science.txt', SHOPPER, '*/*')).toBe('locale=en-CA');
  expect(await seenCookies('/science', 'session=s3cret')).toBe('(none)');
});

test('a cookie the server is extended with (the mock state) is seen too', async () => {
  serverExtensions().sharedCookies.push('mock-scenario');
  expect(await seenCookies('/', `${SHOPPER}; mock-scenario=customer`)).toBe(
    'locale=en-CA; mock-scenario=customer',
  );
});

test("what is not a page keeps the shopper's cookies: the shopper's own answer needs them", async () => {
  expect(await seenCookies('/api/shopper?page=%2F', SHOPPER, 'application/json')).toBe(SHOPPER);
});
