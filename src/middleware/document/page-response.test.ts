import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { afterEach, expect, test, vi } from 'vitest';
import type { PageDataSources } from '../../lib/calls/shared-calls.ts';
import {
  byShellDeadline,
  getNonce,
  getPageData,
  markContentUnavailable,
  type RequestContextEnv,
} from '../../lib/request-context.ts';
import { createCustomer } from '../../../fixtures/users.ts';
import { answeringSources, pageDataFor } from '../../lib/request-context.testing.ts';
import { pageData, RETRY_AFTER_SECONDS } from './page-response.ts';
import { securityHeaders } from './security-headers.ts';
import { pageUrlOf } from '../guards/request-kind.ts';

afterEach(() => vi.unstubAllEnvs());

/** A page route that, like the CMS page, marks the response when its content failed by the shell deadline. */
const serve = async (
  path: string,
  sources: PageDataSources,
  accept = 'text/html',
  shellDeadline = new Promise<void>(() => undefined),
  method = 'GET',
  nonce: string | undefined = undefined,
) => {
  const app = new Hono<RequestContextEnv>();
  app.use(contextStorage());
  app.use(async (c, next) => {
    const pageUrl = pageUrlOf(c.req.raw) ?? new URL(c.req.url);
    c.set('requestContext', {
      nonce,
      pageUrl,
      data: pageDataFor(pageUrl.href, sources),
      shellDeadline,
      renderingErrorPage: false,
      outcome: { contentUnavailable: false, streamed: false },
    });
    await next();
  });
  app.use(securityHeaders());
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
    const nonce = getNonce();
    return c.html(
      nonce
        ? `<script nonce="${nonce}">self.n="${nonce}"</script><main>shell</main>`
        : '<main>shell</main>',
    );
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

test('a whole page is a shared document: public for an HTTP cache, tagged, no cookie set', async () => {
  const response = await serve('/', answeringSources());
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(
    'public, max-age=0, s-maxage=300, stale-while-revalidate=60, stale-if-error=86400',
  );
  expect(response.headers.get('vary')).toContain('Cookie');
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(response.headers.get('xkey')?.split(' ').sort()).toEqual(
    [
      'cms',
      'cms:model:announcement-banner',
      'cms:model:footer-data',
      'cms:model:navigation-links',
      'cms:model:page',
      'cms:path:page:/',
    ].sort(),
  );
});

test('a shared document goes without its nonce; its CSP names its inline scripts by hash', async () => {
  vi.stubEnv('DEV', false);
  const response = await serve('/', answeringSources(), 'text/html', undefined, 'GET', 'n0nce-1');
  const body = await response.text();
  expect(body).toBe('<script nonce="">self.n=""</script><main>shell</main>');
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).not.toContain('nonce');
  expect(csp).toContain(`'sha256-${createHash('sha256').update('self.n=""').digest('base64')}'`);
  // a preview is the editor's alone: it keeps its nonce
  const preview = await serve(
    '/?builder.preview=page',
    answeringSources(),
    'text/html',
    undefined,
    'GET',
    'n0nce-2',
  );
  expect(await preview.text()).toContain('nonce="n0nce-2"');
  expect(preview.headers.get('content-security-policy')).toContain("'nonce-n0nce-2'");
});

test('a page that is not whole by its first flush, or a preview, is private', async () => {
  const failed = await serve(
    '/',
    answeringSources({ layoutModel: () => Promise.reject(new Error('503')) }),
  );
  expect(failed.headers.get('cache-control')).toBe('private, no-store');
  const preview = await serve('/?builder.preview=page', answeringSources());
  expect(preview.headers.get('cache-control')).toBe('private, no-store');
});

test('the page render asks for no shopper, cart or personalisation, and sets no cookie', async () => {
  vi.stubEnv('DEV', false);
  const asked: string[] = [];
  const response = await serve(
    '/?locale=en-CA',
    answeringSources({
      currentUser: () => {
        asked.push('user');
        return Promise.resolve(createCustomer());
      },
      cart: () => {
        asked.push('cart');
        return Promise.resolve({ lines: [] });
      },
      chooseVariations: () => {
        asked.push('personalisation');
        return Promise.resolve({ choices: [], cookies: [{ name: '_dyid_server', value: 'v1' }] });
      },
    }),
  );
  expect(asked).toEqual([]);
  expect(response.headers.getSetCookie()).toEqual([]);
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
