import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { expect, test } from 'vitest';
import { ContentEntrySchema, LayoutModelSchemas } from '../../../contracts/cms.ts';
import { layoutEntries } from '../../../fixtures/cms-layout.ts';
import { createCustomer, createUser } from '../../../fixtures/users.ts';
import { getSharedCache } from '../../lib/cache/server.ts';
import type { PageDataSources } from '../../lib/calls/shared-calls.ts';
import { inlineHashes, type InlineHashes } from '../../lib/inline-hashes.ts';
import {
  createRenderCache,
  type RenderCache,
  type RenderedPage,
} from '../../lib/render-cache/render-cache.ts';
import { readMetric } from '../../lib/metrics.testing.ts';
import { purgedWithSharedCache } from '../../lib/render-cache/server.ts';
import { serverExtensions } from '../../lib/server-extensions.ts';
import { getNonce, getRequestContext, type RequestContextEnv } from '../../lib/request-context.ts';
import { answeringSources, pageDataFor } from '../../lib/request-context.testing.ts';
import { DEGRADED_HEADER, pageData } from './page-response.ts';
import { RENDER_CACHE_HEADER, renderCacheOf } from './render-cache.ts';

const page = ContentEntrySchema.parse({
  id: 'page-science',
  data: { title: 'Science', url: '/science', blocks: [] },
});

/** Backends of an anonymous shopper on a page the CMS has, with all three layout models. */
const sharedPage = (overrides: Partial<PageDataSources> = {}) =>
  answeringSources({
    currentUser: () => Promise.resolve(createUser()),
    cmsPage: () => Promise.resolve({ status: 'found', entry: page }),
    layoutModel: ({ model }) =>
      Promise.resolve(LayoutModelSchemas[model].parse(layoutEntries[model].data) as never),
    ...overrides,
  });

let nonces = 0;
/**
 * The pipeline's tail around a page that counts its renders and writes its nonce where a
 * page does: in script attributes and in the payload.
 */
const siteWith = (
  sources: () => PageDataSources,
  shellDeadline: Promise<void> = new Promise(() => undefined),
) => {
  let renders = 0;
  const cache = purgedWithSharedCache(createRenderCache({ ttlMs: 10_000 }));
  // every page kept, and the CSP hashes each response went out with
  const kept: RenderedPage[] = [];
  const cspHashes: (InlineHashes | undefined)[] = [];
  const keeping: RenderCache = {
    ...cache,
    set: (key, page, options) => {
      kept.push(page);
      cache.set(key, page, options);
    },
  };
  const app = new Hono<RequestContextEnv>();
  app.use(contextStorage());
  app.use(async (c, next) => {
    // an error page rendered inside a failed request shares that request's context
    const pageUrl = new URL(c.req.header('x-context-page') ?? c.req.url);
    nonces += 1;
    c.set('requestContext', {
      nonce: `nonce-${nonces}-xyz`,
      pageUrl,
      data: pageDataFor(
        pageUrl.href,
        sources(),
        c.req.header('cookie') ? { cookieHeader: c.req.header('cookie') ?? '' } : {},
      ),
      shellDeadline,
      renderingErrorPage: false,
      outcome: { contentUnavailable: false, streamed: false },
    });
    await next();
    cspHashes.push(c.var.requestContext.outcome.sharedHashes);
  });
  app.use(pageData());
  app.use(renderCacheOf(() => keeping));
  app.get('*', (c) => {
    renders += 1;
    // as Deferred marks a part that went out as a placeholder
    if (c.req.query('placeholder') !== undefined) {
      getRequestContext().outcome.streamed = true;
    }
    const nonce = getNonce();
    return c.html(
      `<script nonce="${nonce}">self.__FLIGHT_DATA=["${nonce}"]</script>render ${renders}`,
    );
  });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { headers: { accept: 'text/html', ...headers } });
    const body = await response.text();
    // the shopper's copy is whole before the cache's is kept
    await new Promise((resolve) => setTimeout(resolve, 10));
    return { response, body, cache: response.headers.get(RENDER_CACHE_HEADER) };
  };
  const raw = (path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers: { accept: 'text/html', ...headers } });
  return { get, raw, renders: () => renders, kept, cspHashes };
};

test('a page is rendered once and served again, the same bytes without a nonce', async () => {
  const site = siteWith(sharedPage);
  const first = await site.get('/science?a=1');
  const second = await site.get('/science?a=1');
  expect(first.cache).toBe('miss');
  expect(second.cache).toBe('hit');
  expect(site.renders()).toBe(1);
  expect(second.body).toContain('render 1');
  // a shared document carries no nonce: the same bytes for both
  expect(second.body).toBe(first.body);
  expect(second.body).not.toMatch(/nonce-\d/);
  // the served copy is the same shared document, with what it was built from
  expect(second.response.headers.get('cache-control')).toMatch(/^public, /);
  expect(second.response.headers.get('xkey')).toBe(first.response.headers.get('xkey'));
  expect(second.response.headers.get('xkey')).toContain('cms:path:page:/science');
});

test('the cache keeps the shared document as it went out, and a hit serves it as kept', async () => {
  const site = siteWith(sharedPage);
  const first = await site.get('/science?kept=1');
  const second = await site.get('/science?kept=1');
  expect(second.cache).toBe('hit');
  // the bytes and the CSP hashes of the miss's shared document
  expect(site.kept).toHaveLength(1);
  const [page] = site.kept;
  expect(page?.html.toString()).toBe(first.body);
  expect(page?.hashes).toEqual(inlineHashes(first.body));
  expect(site.cspHashes[0]).toEqual(page?.hashes);
  // the hit's CSP names the kept hashes themselves: the page was not hashed again
  expect(site.cspHashes[1]).toBe(page?.hashes);
  expect(second.body).toBe(first.body);
});

test('a hit for a client that takes gzip is the bytes compressed when the page was kept', async () => {
  const site = siteWith(sharedPage);
  const first = await site.get('/science?gzip=1');
  const gzip = { 'accept-encoding': 'gzip, br' };
  const { response } = await site.get('/science?gzip=1', gzip);
  expect(response.headers.get(RENDER_CACHE_HEADER)).toBe('hit');
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
  const bytes = Buffer.from(await (await site.raw('/science?gzip=1', gzip)).arrayBuffer());
  expect(bytes.equals(site.kept[0]?.gzip ?? Buffer.alloc(0))).toBe(true);
  expect(gunzipSync(bytes).toString()).toBe(first.body);
  // a client that does not take it gets the page as it is
  expect((await site.get('/science?gzip=1')).response.headers.has('content-encoding')).toBe(false);
});

test('ten shoppers arriving together on a cold page cost one render; the others wait for it', async () => {
  const site = siteWith(sharedPage);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => site.get('/science?together=1')),
  );
  expect(site.renders()).toBe(1);
  expect(answers.map((answer) => answer.cache).sort()).toEqual([
    ...Array<string>(9).fill('hit'),
    'miss',
  ]);
  expect(new Set(answers.map((answer) => answer.body.replace(/nonce-\d+-xyz/g, 'N'))).size).toBe(1);
});

test('the query and the locale each make a page of their own', async () => {
  const site = siteWith(sharedPage);
  await site.get('/science?b=1');
  await site.get('/science?b=2');
  await site.get('/science?b=1', { cookie: 'locale=en-CA' });
  expect(site.renders()).toBe(3);
  expect((await site.get('/science?b=2')).cache).toBe('hit');
});

test('a signed-in shopper gets the page kept for everyone: the render sees no shopper', async () => {
  const site = siteWith(() => sharedPage({ currentUser: () => Promise.resolve(createCustomer()) }));
  expect((await site.get('/science?c=1')).cache).toBe('miss');
  expect((await site.get('/science?c=1', { cookie: 'session=signed-in' })).cache).toBe('hit');
  expect(site.renders()).toBe(1);
});

/** Backends whose footer model answers as `footer` does; the other two answer their entry. */
const withFooter = (footer: () => Promise<never>) =>
  sharedPage({
    layoutModel: ({ model }) =>
      model === 'footer-data'
        ? footer()
        : Promise.resolve(LayoutModelSchemas[model].parse(layoutEntries[model].data) as never),
  });

test('a page whose call took its fallback (a layout model’s failure) is not kept', async () => {
  const footerFailed = siteWith(() =>
    withFooter(() => Promise.reject(new Error('The CMS answered 503'))),
  );
  await footerFailed.get('/science?d=2');
  expect((await footerFailed.get('/science?d=2')).cache).not.toBe('hit');
  expect(footerFailed.renders()).toBe(2);
});

test('a layout model the CMS has no entry for (no banner running) is an answer: the page is kept', async () => {
  const noBanner = siteWith(() => withFooter(() => Promise.resolve(undefined as never)));
  expect((await noBanner.get('/science?d=3')).cache).toBe('miss');
  expect((await noBanner.get('/science?d=3')).cache).toBe('hit');
  expect(noBanner.renders()).toBe(1);
});

test('previews and pages the CMS has no entry for bypass the cache', async () => {
  const site = siteWith(sharedPage);
  await site.get('/science?builder.preview=page');
  expect((await site.get('/science?builder.preview=page')).cache).toBeNull();
  const missing = siteWith(() =>
    sharedPage({ cmsPage: () => Promise.resolve({ status: 'missing' }) }),
  );
  expect((await missing.get('/science?e=1')).cache).toBeNull();
  expect(site.renders() + missing.renders()).toBe(3);
});

test('a CMS purge marks stale the pages built from what it names, and only those', async () => {
  const site = siteWith(sharedPage);
  await site.get('/science?f=1');
  await site.get('/welcome?f=1');
  await getSharedCache().purgeTags(['cms:path:page:/elsewhere']);
  expect((await site.get('/science?f=1')).cache).toBe('hit');
  await getSharedCache().purgeTags(['cms:path:page:/science']);
  expect((await site.get('/science?f=1')).cache).toBe('miss');
  expect((await site.get('/welcome?f=1')).cache).toBe('hit');
  expect(site.renders()).toBe(3);
  // a layout model's tag (here: everything from the CMS) reaches every page
  await getSharedCache().purgeTags(['cms']);
  expect((await site.get('/welcome?f=1')).cache).toBe('miss');
});

test('a purged page is still served while its content cannot be fetched', async () => {
  let cmsDown = false;
  const site = siteWith(() =>
    cmsDown
      ? sharedPage({
          cmsPage: () => Promise.resolve({ status: 'failed', error: new Error('CMS 503') }),
        })
      : sharedPage(),
  );
  const kept = await site.get('/science?j=1');
  await getSharedCache().purgeTags(['cms:path:page:/science']);
  cmsDown = true;
  const served = await site.get('/science?j=1');
  expect(served.cache).toBe('stale');
  expect(served.response.status).toBe(200);
  // the page kept, as this response's own: a stale answer is never shared as fresh, and an
  // HTTP cache in front keeps its own copy instead (docs/decisions/028-the-edge-keeps-its-good-copy.md)
  expect(served.body.replace(/nonce-\d+-xyz/g, '')).toBe(kept.body);
  expect(served.response.headers.get('cache-control')).toBe('private, no-store');
  expect(served.response.headers.get(DEGRADED_HEADER)).toBe('stale');
  expect(site.renders()).toBe(1);
  // a page never kept has no last copy: it is rendered with its fallbacks
  expect((await site.get('/science?j=2')).cache).toBeNull();
  expect(site.renders()).toBe(2);
});

test('a page whose key is not known by the shell deadline is rendered, and streams', async () => {
  const slowCart = () =>
    sharedPage({
      cart: () => new Promise((resolve) => setTimeout(() => resolve({ lines: [] }), 50)),
    });
  const site = siteWith(slowCart, Promise.resolve());
  expect((await site.get('/science?g=1')).cache).toBeNull();
  expect((await site.get('/science?g=1')).cache).toBeNull();
  expect(site.renders()).toBe(2);
});

test('a page that went out with a placeholder streaming in is not kept', async () => {
  const site = siteWith(sharedPage);
  expect((await site.get('/science?placeholder')).cache).toBe('miss');
  expect((await site.get('/science?placeholder')).cache).toBe('miss');
  expect(site.renders()).toBe(2);
});

test('a key part the server is extended with (the mock scenario) makes a page of its own', async () => {
  let scenario = 'anonymous';
  serverExtensions().renderCacheKeys.push(() => scenario);
  try {
    const site = siteWith(sharedPage);
    await site.get('/science?h=1');
    scenario = 'slow-in-time';
    expect((await site.get('/science?h=1')).cache).toBe('miss');
    scenario = 'anonymous';
    expect((await site.get('/science?h=1')).cache).toBe('hit');
  } finally {
    serverExtensions().renderCacheKeys.pop();
  }
});

test('the 500 page rendered inside a page’s request is not kept as that page', async () => {
  const site = siteWith(sharedPage);
  const inner = await site.get('/500', { 'x-context-page': 'http://localhost/science?i=1' });
  expect(inner.cache).toBeNull();
  expect((await site.get('/science?i=1')).cache).toBe('miss');
});

test('/metrics counts the render cache’s hits, misses and stale answers', async () => {
  const before = {
    hit: await readMetric('storefront_render_cache_total', { result: 'hit' }),
    miss: await readMetric('storefront_render_cache_total', { result: 'miss' }),
    stale: await readMetric('storefront_render_cache_total', { result: 'stale' }),
  };
  let cmsDown = false;
  const site = siteWith(() =>
    sharedPage(
      cmsDown
        ? { cmsPage: () => Promise.resolve({ status: 'failed', error: new Error('CMS 503') }) }
        : {},
    ),
  );
  await site.get('/science?metrics=1');
  await site.get('/science?metrics=1');
  await site.get('/science?metrics=1');
  await getSharedCache().purgeTags(['cms:path:page:/science']);
  cmsDown = true;
  expect((await site.get('/science?metrics=1')).cache).toBe('stale');
  expect(await readMetric('storefront_render_cache_total', { result: 'miss' })).toBe(
    before.miss + 1,
  );
  expect(await readMetric('storefront_render_cache_total', { result: 'hit' })).toBe(before.hit + 2);
  expect(await readMetric('storefront_render_cache_total', { result: 'stale' })).toBe(
    before.stale + 1,
  );
});
