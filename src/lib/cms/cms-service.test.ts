import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import {
  createAnnouncementBanner,
  createContentEntry,
  layoutEntries,
} from '../../../fixtures/cms-layout.ts';
import { pageEntries } from '../../../fixtures/cms-pages.ts';
import { createCmsService, CACHE_TTL_MS, type CmsService } from './cms-service.ts';

const HOST = 'https://cms.test';
const page = pageEntries[0]!;
const seen: URL[] = [];
let results: unknown[] = [page];

const server = setupServer(
  http.get(`${HOST}/api/v3/content/:model`, () => HttpResponse.json({ results })),
);
server.events.on('request:start', ({ request }) => {
  seen.push(new URL(request.url));
});

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  results = [page];
  vi.useRealTimers();
});
afterAll(() => server.close());

const build = (locale?: string): CmsService => {
  const service = createCmsService({ apiKey: 'public-key', apiHost: HOST, locale });
  if (!service) {
    throw new Error('the service should be built');
  }
  return service;
};

const failWith503 = () =>
  server.use(
    http.get(`${HOST}/api/v3/content/:model`, () =>
      HttpResponse.json({ message: 'down' }, { status: 503 }),
    ),
  );

/** The test's own console.error, silenced, so the expected log can be asserted on. */
const expectErrorLog = () => vi.mocked(console.error).mockImplementation(() => {});

test("a public key that is not a string builds no service: 'Unable to build the CMS service, public key is invalid.'", () => {
  const log = expectErrorLog();
  expect(createCmsService({ apiKey: undefined, apiHost: HOST })).toBeUndefined();
  expect(log).toHaveBeenCalledWith('Unable to build the CMS service, public key is invalid.');
});

test('fetch-one sends exactly the query of docs/behaviour.md#calls and answers the first entry', async () => {
  const entry = await build('en-US').fetchOne('page', { urlPath: '/science' });
  expect(entry).toEqual(page);
  expect(seen).toHaveLength(1);
  expect(seen[0]?.pathname).toBe('/api/v3/content/page');
  expect(seen[0]?.search).toBe(
    '?' +
      new URLSearchParams([
        ['apiKey', 'public-key'],
        ['limit', '1'],
        ['noTraverse', 'false'],
        ['includeRefs', 'true'],
        ['locale', 'en-US'],
        ['omit', 'meta.componentsUsed'],
        ['userAttributes', JSON.stringify({ locale: 'en-US', urlPath: '/science' })],
      ]).toString(),
  );
});

test('fetch-many asks for the default 30 entries; enrich is sent only when true', async () => {
  await build().fetchMany('page', { urlPath: '/', enrich: true });
  expect(seen[0]?.search).toBe(
    '?' +
      new URLSearchParams([
        ['apiKey', 'public-key'],
        ['limit', '30'],
        ['noTraverse', 'true'],
        ['includeRefs', 'true'],
        ['enrich', 'true'],
        ['omit', 'meta.componentsUsed'],
        ['userAttributes', JSON.stringify({ urlPath: '/' })],
      ]).toString(),
  );
});

test("fetch-one of nothing rejects 'Data for model (page) was invalid'", async () => {
  results = [];
  await expect(build().fetchOne('page', { urlPath: '/nowhere' })).rejects.toThrow(
    new Error('Data for model (page) was invalid'),
  );
});

test("fetch-many of an empty list or a first item without data rejects 'Data for multiple models (page) was invalid'", async () => {
  const service = build();
  results = [];
  await expect(service.fetchMany('page', { urlPath: '/' })).rejects.toThrow(
    new Error('Data for multiple models (page) was invalid'),
  );
  results = [{ id: 'no-data' }, page];
  await expect(service.fetchMany('page', { urlPath: '/' })).rejects.toThrow(
    new Error('Data for multiple models (page) was invalid'),
  );
});

test('fetch-many answers every entry', async () => {
  results = [...pageEntries];
  await expect(build().fetchMany('page', { urlPath: '/' })).resolves.toEqual(pageEntries);
});

test("a failed request is logged 'Error fetching data.' and leaves the result empty", async () => {
  const log = expectErrorLog();
  failWith503();
  await expect(build().fetchOne('page', { urlPath: '/' })).rejects.toThrow(
    new Error('Data for model (page) was invalid'),
  );
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0]?.[0]).toBe('Error fetching data.');
});

test("a network failure is logged 'Error fetching data.' too", async () => {
  const log = expectErrorLog();
  server.use(http.get(`${HOST}/api/v3/content/:model`, () => HttpResponse.error()));
  await expect(build().fetchMany('page', { urlPath: '/' })).rejects.toThrow(
    new Error('Data for multiple models (page) was invalid'),
  );
  expect(log).toHaveBeenCalledWith('Error fetching data.', expect.any(Error));
});

test('a page tells found, missing and failed apart', async () => {
  const service = build();
  await expect(service.fetchPage('page', '/')).resolves.toEqual({ status: 'found', entry: page });
  results = [];
  await expect(service.fetchPage('page', '/nowhere')).resolves.toEqual({ status: 'missing' });
  const log = expectErrorLog();
  failWith503();
  const failed = await service.fetchPage('page', '/down');
  expect(failed.status).toBe('failed');
  expect(failed.status === 'failed' && failed.error).toBeInstanceOf(Error);
  expect(log).toHaveBeenCalledWith('Error fetching data.', expect.any(Error));
});

test('an entry that breaks its contract is a failed page, logged with the field', async () => {
  const log = expectErrorLog();
  results = [{ id: 42, data: {} }];
  await expect(build().fetchPage('page', '/')).resolves.toMatchObject({ status: 'failed' });
  expect(log).toHaveBeenCalledWith(
    expect.stringMatching(/^\[cms\] page: entry violates contract at id: /),
  );
});

test('a page is cached for its lifetime; a failure is not cached', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const service = build();
  await service.fetchPage('page', '/');
  await service.fetchPage('page', '/');
  expect(seen).toHaveLength(1);
  vi.advanceTimersByTime(CACHE_TTL_MS + 1);
  await service.fetchPage('page', '/');
  expect(seen).toHaveLength(2);

  const log = expectErrorLog();
  failWith503();
  await service.fetchPage('page', '/flaky');
  server.resetHandlers();
  await expect(service.fetchPage('page', '/flaky')).resolves.toMatchObject({ status: 'found' });
  expect(seen).toHaveLength(4);
  expect(log).toHaveBeenCalledTimes(1);
});

test('a layout model is cached per path for the same lifetime; a failure is not cached', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const service = build();
  results = [layoutEntries['footer-data']];
  await Promise.all([
    service.fetchLayoutModel('footer-data', '/'),
    service.fetchLayoutModel('footer-data', '/'),
  ]);
  await service.fetchLayoutModel('footer-data', '/science');
  expect(seen.map((url) => url.pathname)).toEqual([
    '/api/v3/content/footer-data',
    '/api/v3/content/footer-data',
  ]);
  vi.advanceTimersByTime(CACHE_TTL_MS + 1);
  await service.fetchLayoutModel('footer-data', '/');
  expect(seen).toHaveLength(3);

  vi.spyOn(console, 'warn').mockImplementation(() => {});
  expectErrorLog();
  failWith503();
  await expect(service.fetchLayoutModel('navigation-links', '/')).rejects.toThrow();
  server.resetHandlers();
  results = [layoutEntries['navigation-links']];
  await expect(service.fetchLayoutModel('navigation-links', '/')).resolves.toBeDefined();
  expect(seen).toHaveLength(5);
});

test('a layout model answers its validated data', async () => {
  results = [layoutEntries['announcement-banner']];
  await expect(build().fetchLayoutModel('announcement-banner', '/')).resolves.toEqual(
    createAnnouncementBanner(),
  );
});

test('a layout model that fails or breaks its schema rejects with a warning, so the page goes without it', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const service = build();
  results = [createContentEntry({ data: { desktop: 'not a list' } })];
  await expect(service.fetchLayoutModel('navigation-links', '/')).rejects.toThrow();
  expectErrorLog();
  failWith503();
  await expect(service.fetchLayoutModel('announcement-banner', '/')).rejects.toThrow();
  expect(warn.mock.calls.map(([message]: unknown[]) => message)).toEqual([
    '[cms] navigation-links: the layout goes without it',
    '[cms] announcement-banner: the layout goes without it',
  ]);
});

test('a layout model with no entry for the path answers nothing, silently, and is cached like an entry', async () => {
  const warn = vi.spyOn(console, 'warn');
  const service = build();
  results = [];
  await expect(service.fetchLayoutModel('announcement-banner', '/')).resolves.toBeUndefined();
  await expect(service.fetchLayoutModel('announcement-banner', '/')).resolves.toBeUndefined();
  expect(seen).toHaveLength(1);
  expect(warn).not.toHaveBeenCalled();
});

test('the page list is fetched a page of 100 at a time, whatever the targeting, until a short page', async () => {
  const entries = Array.from({ length: 150 }, (_, index) => ({
    id: `entry-${index}`,
    data: { url: `/page-${String(index).padStart(3, '0')}` },
  }));
  server.use(
    http.get(`${HOST}/api/v3/content/:model`, ({ request }) => {
      const offset = Number(new URL(request.url).searchParams.get('offset'));
      return HttpResponse.json({ results: entries.slice(offset, offset + 100) });
    }),
  );
  const paths = await build().listUrlPaths('page');
  expect(paths).toHaveLength(150);
  expect(paths[0]).toBe('/page-000');
  expect(
    seen.map((url) => [
      url.searchParams.get('offset'),
      url.searchParams.get('limit'),
      url.searchParams.get('noTargeting'),
      url.searchParams.has('userAttributes'),
    ]),
  ).toEqual([
    ['0', '100', 'true', false],
    ['100', '100', 'true', false],
  ]);
});
