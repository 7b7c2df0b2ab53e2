import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { afterEach, expect, test, vi } from 'vitest';
import type { PageDataSources } from '../lib/page-data/page-data.ts';
import {
  byShellDeadline,
  getPageData,
  markContentUnavailable,
  type RequestContextEnv,
} from '../lib/request-context.ts';
import { createCustomer } from '../../fixtures/users.ts';
import { answeringSources, pageDataFor } from '../lib/request-context.testing.ts';
import { pageData, RETRY_AFTER_SECONDS } from './page-data.ts';
import { pageUrlOf } from './request-kind.ts';

afterEach(() => vi.unstubAllEnvs());

/** A page route that, like the CMS page, marks the response when its content failed by the shell deadline. */
const serve = async (
  path: string,
  sources: PageDataSources,
  accept = 'text/html',
  shellDeadline = new Promise<void>(() => undefined),
  method = 'GET',
) => {
  const app = new Hono<RequestContextEnv>();
  app.use(contextStorage());
  app.use(async (c, next) => {
    const pageUrl = pageUrlOf(c.req.raw) ?? new URL(c.req.url);
    c.set('requestContext', {
      nonce: undefined,
      pageUrl,
      data: pageDataFor(pageUrl.href, sources),
      variationDraw: 0.5,
      shellDeadline,
      renderingErrorPage: false,
      outcome: { contentUnavailable: false, streamed: false },
    });
    await next();
  });
  app.use(pageData());
  app.get('*.svg', (c) => c.body('<svg/>', 200, { 'content-type': 'image/svg+xml' }));
  app.get('*', async (c) => {
    // an in-app navigation's payload, which waku sends before its content is known
    if (c.req.path.startsWith('/RSC/')) {
      return c.body('0:[]', 200, { 'content-type': 'text/x-component' });
    }
    const page = await byShellDeadline(getPageData().page(new URL(c.req.url).pathname));
    if (page.ready && page.value.status === 'failed') {
      markContentUnavailable();
    }
    return c.html('<main>shell</main>');
  });
  return app.request(path, { method, headers: { accept } });
};

test('a page whose CMS content failed answers 503 with Retry-After and keeps its body', async () => {
  const response = await serve(
    '/science',
    answeringSources({ cmsPage: () => Promise.reject(new Error('The CMS answered 503')) }),
  );
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  expect(await response.text()).toBe('<main>shell</main>');
});

test('a HEAD, or a page load asking for anything, is a 503 all the same when the CMS failed', async () => {
  const failing = () =>
    answeringSources({ cmsPage: () => Promise.reject(new Error('The CMS answered 503')) });
  const noDeadline = new Promise<void>(() => undefined);
  for (const [method, accept] of [
    ['HEAD', 'text/html'],
    ['HEAD', '*/*'],
    ['GET', '*/*'],
  ]) {
    const response = await serve('/science', failing(), accept, noDeadline, method);
    expect(response.status, `${method} ${accept}`).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  }
});

const passed = Promise.resolve();
const never = <T>() => new Promise<T>(() => undefined);

test('every page is private and varies with the cookies; only an anonymous one may stay in the browser', async () => {
  const anonymous = await serve('/', answeringSources());
  expect(anonymous.status).toBe(200);
  // kept by the browser alone, so Back restores it from the back/forward cache
  expect(anonymous.headers.get('cache-control')).toBe('private, no-cache');
  expect(anonymous.headers.get('vary')).toContain('Cookie');
  expect(anonymous.headers.get('retry-after')).toBeNull();
  const signedIn = await serve(
    '/',
    answeringSources({ currentUser: () => Promise.resolve(createCustomer()) }),
  );
  expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  expect(signedIn.headers.get('vary')).toContain('Cookie');
  // a shopper not known by the first flush may be a signed-in one
  const unknown = await serve('/', answeringSources({ currentUser: never }), 'text/html', passed);
  expect(unknown.headers.get('cache-control')).toBe('private, no-store');
});

test('?locale= on a known code sets the locale cookie; personalisation cookies are passed on', async () => {
  vi.stubEnv('DEV', false);
  const response = await serve(
    '/?locale=en-CA',
    answeringSources({
      chooseVariations: () =>
        Promise.resolve({
          choices: [],
          cookies: [{ name: '_dyid_server', value: 'v1', maxAge: 60 }],
        }),
    }),
  );
  const cookies = response.headers.getSetCookie();
  expect(cookies).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^locale=en-CA; /),
      // the visitor id is for the server alone, and only over https
      '_dyid_server=v1; Max-Age=60; Path=/; HttpOnly; Secure; SameSite=Lax',
    ]),
  );
});

test('a page fetched without asking for HTML is private all the same', async () => {
  const response = await serve('/', answeringSources(), '*/*');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('vary')).toContain('Cookie');
});

test('an asset is left alone: no page calls, no page caching', async () => {
  const response = await serve('/favicon.svg', answeringSources(), 'image/*');
  expect(response.headers.get('cache-control')).toBeNull();
});

test('a service cookie whose name is not a cookie token is left out, the others set', async () => {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const response = await serve(
    '/',
    answeringSources({
      chooseVariations: () =>
        Promise.resolve({
          choices: [],
          cookies: [
            { name: 'bad name;', value: '1' },
            { name: '_dyid_server', value: '42' },
          ],
        }),
    }),
  );
  expect(response.headers.getSetCookie().map((cookie) => cookie.split('=')[0])).toEqual([
    '_dyid_server',
  ]);
  expect(warned).toHaveBeenCalledOnce();
});

test('content still out at the shell deadline: a 200, whatever it turns out to be', async () => {
  let fail: (error: Error) => void = () => undefined;
  const response = await serve(
    '/science',
    answeringSources({
      cmsPage: () =>
        new Promise((_, reject) => {
          fail = reject;
        }),
    }),
    'text/html',
    passed,
  );
  fail(new Error('The CMS answered 503'));
  expect(response.status).toBe(200);
  expect(response.headers.get('retry-after')).toBeNull();
});

test('cookies not known by the shell deadline are left out, the page is not held for them', async () => {
  vi.stubEnv('DEV', false);
  const response = await serve(
    '/?locale=en-CA',
    answeringSources({ countries: never, chooseVariations: never }),
    'text/html',
    passed,
  );
  expect(response.status).toBe(200);
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(response.headers.get('cache-control')).toBe('private, no-cache');
});

test('an in-app navigation to a page that is not there by the shell deadline is a 404', async () => {
  const missing = answeringSources({ cmsPage: () => Promise.resolve({ status: 'missing' }) });
  const failing = answeringSources({
    cmsPage: () => Promise.reject(new Error('The CMS answered 503')),
  });
  const statusOf = async (path: string, sources: PageDataSources, deadline?: Promise<void>) =>
    (await serve(path, sources, '*/*', deadline)).status;
  expect(await statusOf('/RSC/R/nope.txt', missing)).toBe(404);
  expect(await statusOf('/RSC/R/.env.txt', answeringSources())).toBe(404);
  // what the browser's router fetches after that 404, and what it cannot know yet
  expect(await statusOf('/RSC/R/404.txt', missing)).toBe(200);
  expect(await statusOf('/RSC/R/nope.txt', answeringSources({ cmsPage: never }), passed)).toBe(200);
  // an editor previews a page before it has an entry; a CMS that failed keeps the 200
  expect(await statusOf('/RSC/R/new.txt?query=builder.preview%3Dpage', missing)).toBe(200);
  expect(await statusOf('/RSC/R/science.txt', failing)).toBe(200);
});
