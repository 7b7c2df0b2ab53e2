import { Hono } from 'hono';
import { afterEach, expect, test } from 'vitest';
import { cookieHeader, installMockServer } from '../../../mocks/server/test-server.ts';
import { getAppConfig } from '../../lib/config.ts';
import { priceContextValue } from '../../lib/shopper/server/price-context.ts';
import { serverExtensions } from '../../lib/server-extensions.ts';
import { sharedRender } from './shared-render.ts';

const { server } = installMockServer();

afterEach(() => {
  serverExtensions().sharedCookies.length = 0;
});

/** The Cookie header the rest of the pipeline (and the render) sees, and what the answer sets. */
const served = async (path: string, cookie: string, accept = 'text/html') => {
  const app = new Hono();
  app.use(sharedRender());
  app.get('*', (c) =>
    c.text(c.req.header('cookie') ?? '(none)', 200, { 'cache-control': 'public, s-maxage=60' }),
  );
  const response = await app.request(path, { headers: { cookie, accept } });
  return {
    seen: await response.text(),
    setCookies: response.headers.getSetCookie(),
    cacheControl: response.headers.get('cache-control'),
  };
};
const seenCookies = async (path: string, cookie: string, accept = 'text/html') =>
  (await served(path, cookie, accept)).seen;

const PROFESSIONAL = priceContextValue('PROFESSIONAL', getAppConfig().priceContextSecret ?? '');

const SHOPPER = 'other=s3cret; locale=en-CA; _dyid_server=4242; builder.tests.page-home=b';

test('a page render sees the locale cookie and no other: no session, no personalisation id', async () => {
  expect(await seenCookies('/science', SHOPPER)).toBe('locale=en-CA');
  // an in-app navigation's payload is a page too
  expect(await seenCookies('/RSC/R/science.txt', SHOPPER, '*/*')).toBe('locale=en-CA');
  expect(await seenCookies('/science', 'other=s3cret')).toBe('(none)');
});

test('a cookie the server is extended with (the mock state) is seen too', async () => {
  serverExtensions().sharedCookies.push('mock-state');
  expect(await seenCookies('/', `${SHOPPER}; mock-state=customer`)).toBe(
    'locale=en-CA; mock-state=customer',
  );
});

test("what is not a page keeps the shopper's cookies: the shopper's own answer needs them", async () => {
  expect(await seenCookies('/api/shopper?page=%2F', SHOPPER, 'application/json')).toBe(SHOPPER);
});

test('a signed price context is seen and changes nothing else; the page stays shared', async () => {
  const page = await served(
    '/science',
    `locale=en-US; price-context=${PROFESSIONAL}; JSESSIONID=s-1`,
  );
  expect(page.seen).toBe(`locale=en-US; price-context=${PROFESSIONAL}`);
  expect(page.setCookies).toEqual([]);
  expect(page.cacheControl).toBe('public, s-maxage=60');
});

test('a forged or random context is taken off: the public page, the cookie cleared, nothing shared', async () => {
  const signature = PROFESSIONAL?.split('.')[1] ?? '';
  for (const cookie of [
    `price-context=WHOLESALE.${signature}; JSESSIONID=s-1`,
    'price-context=PROFESSIONAL.random; JSESSIONID=s-1',
    `price-context=${'x'.repeat(300)}`,
  ]) {
    const page = await served('/science', `locale=en-US; ${cookie}`);
    expect(page.seen).toBe('locale=en-US');
    expect(page.setCookies).toEqual([expect.stringMatching(/^price-context=; Max-Age=0;/)]);
    expect(page.cacheControl).toBe('private, no-store');
  }
});

test("a session's first view asks the account once and renders in its context and locale", async () => {
  let accountCalls = 0;
  server.events.on('request:start', ({ request }) => {
    accountCalls += new URL(request.url).pathname === '/account/data/me' ? 1 : 0;
  });
  const professional = await served('/science', cookieHeader('s-1', 'professional'));
  expect(professional.seen).toBe(`price-context=${PROFESSIONAL}`);
  expect(professional.setCookies).toEqual([
    expect.stringMatching(new RegExp(`^price-context=${PROFESSIONAL};`)),
  ]);
  expect(professional.cacheControl).toBe('private, no-store');
  // a Canadian customer: the public prices, in the account's locale from the first paint
  const canadian = await served('/science', cookieHeader('s-2', 'customer,canada'));
  expect(canadian.seen).toBe('price-context=public; locale=en-CA');
  expect(canadian.setCookies).toEqual([
    expect.stringMatching(/^price-context=public;/),
    expect.stringMatching(/^locale=en-CA;/),
  ]);
  expect(accountCalls).toBe(2);
  // once the context is there, the account is not asked again
  await served('/science', `${cookieHeader('s-1', 'professional')}; price-context=${PROFESSIONAL}`);
  expect(accountCalls).toBe(2);
});
