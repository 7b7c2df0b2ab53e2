import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createCmsService, PAGE_CACHE_TTL_MS, type CmsService } from './cms-service.ts';
import { getCmsService } from './server.ts';

const HOST = 'https://cms.example.test';
const CONTENT = `${HOST}/api/v3/content/:model`;
const entry = { id: 'about-1', data: { title: 'About us', url: '/about', blocks: [] } };

let results: unknown[] = [entry];
const seen: URL[] = [];
const server = setupServer(http.get(CONTENT, () => HttpResponse.json({ results })));
server.events.on('request:start', ({ request }) => {
  seen.push(new URL(request.url));
});
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  results = [entry];
  vi.useRealTimers();
});
afterAll(() => server.close());

const build = (locale?: string): CmsService => {
  const service = createCmsService({ apiKey: 'public-key', apiHost: HOST, locale });
  if (!service) {
    throw new Error('the service should build with a string key');
  }
  return service;
};

const query = (entries: [string, string][]) => new URLSearchParams(entries).toString();

/** The SDK logs a request failure itself, as two arguments and the details. */
const spyOnSdkLog = () => vi.spyOn(console, 'error').mockImplementation(() => {});

test('fetch-one sends exactly the query of SPEC.md 7, with limit 1', async () => {
  await expect(build('en-CA').fetchOne('page', { urlPath: '/about' })).resolves.toEqual(entry);
  expect(seen[0]?.pathname).toBe('/api/v3/content/page');
  expect(seen[0]?.search.slice(1)).toBe(
    query([
      ['apiKey', 'public-key'],
      ['limit', '1'],
      ['noTraverse', 'false'],
      ['includeRefs', 'true'],
      ['locale', 'en-CA'],
      ['omit', 'meta.componentsUsed'],
      ['enrich', 'false'],
      ['userAttributes', JSON.stringify({ locale: 'en-CA', urlPath: '/about' })],
    ]),
  );
});

test('fetch-many asks for 30 entries and passes enrich on', async () => {
  await expect(build().fetchMany('page', { urlPath: '/about', enrich: true })).resolves.toEqual([
    entry,
  ]);
  expect(seen[0]?.search.slice(1)).toBe(
    query([
      ['apiKey', 'public-key'],
      ['limit', '30'],
      ['noTraverse', 'true'],
      ['includeRefs', 'true'],
      ['omit', 'meta.componentsUsed'],
      ['enrich', 'true'],
      ['userAttributes', JSON.stringify({ urlPath: '/about' })],
    ]),
  );
});

test('a public key that is not a string builds no service', () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  expect(createCmsService({ apiKey: undefined, apiHost: HOST })).toBeUndefined();
  expect(logged).toHaveBeenCalledWith('Unable to build the CMS service, public key is invalid.');
});

test('fetch-one without a result rejects', async () => {
  results = [];
  await expect(build().fetchOne('page', { urlPath: '/nowhere' })).rejects.toThrow(
    new Error('Data for model (page) was invalid'),
  );
});

test('fetch-one with an entry that breaks the contract rejects like an empty one', async () => {
  results = [{ data: { title: 'no id' } }];
  await expect(build().fetchOne('page', { urlPath: '/about' })).rejects.toThrow(
    'Data for model (page) was invalid',
  );
});

test.each([
  ['an empty list', []],
  ['a first item without data', [{ id: 'x' }, entry]],
])('fetch-many with %s rejects', async (_case, list) => {
  results = list;
  await expect(build().fetchMany('page', { urlPath: '/about' })).rejects.toThrow(
    new Error('Data for multiple models (page) was invalid'),
  );
});

test.each([
  ['an HTTP error', () => HttpResponse.json({ message: 'down' }, { status: 500 })],
  ['a network error', () => HttpResponse.error()],
  ['a body that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
])('%s is logged as "Error fetching data." and the result is empty', async (_case, answer) => {
  const logged = spyOnSdkLog();
  server.use(http.get(CONTENT, answer));
  await expect(build().fetchOne('page', { urlPath: '/about' })).rejects.toThrow(
    'Data for model (page) was invalid',
  );
  expect(logged).toHaveBeenCalledTimes(1);
  expect(logged.mock.calls[0]?.slice(0, 2)).toEqual(['[Builder.io]: ', 'Error fetching data. ']);
});

test('a page is fetched once and reused until its lifetime ends', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  const service = build();
  await service.fetchPage('page', '/about');
  await service.fetchPage('page', '/about');
  expect(seen).toHaveLength(1);
  vi.advanceTimersByTime(PAGE_CACHE_TTL_MS);
  await service.fetchPage('page', '/about');
  expect(seen).toHaveLength(2);
});

test('a failed page fetch is not cached', async () => {
  results = [];
  const service = build();
  await expect(service.fetchPage('page', '/about')).rejects.toThrow();
  results = [entry];
  await expect(service.fetchPage('page', '/about')).resolves.toEqual(entry);
  expect(seen).toHaveLength(2);
});

test('a layout model comes back as its parsed data', async () => {
  results = [{ id: 'nav', data: { desktop: [{ label: 'Shop', url: '/products' }] } }];
  await expect(build().fetchLayoutModel('navigation-links', '/')).resolves.toEqual({
    desktop: [{ label: 'Shop', url: '/products' }],
    mobile: [],
  });
  expect(seen[0]?.pathname).toBe('/api/v3/content/navigation-links');
});

test('a layout model that is missing or breaks its contract is undefined, and logged', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  results = [{ id: 'banner', data: { backgroundColor: '#000' } }];
  await expect(build().fetchLayoutModel('announcement-banner', '/')).resolves.toBeUndefined();
  results = [];
  await expect(build().fetchLayoutModel('announcement-banner', '/')).resolves.toBeUndefined();
  expect(logged.mock.calls.map(([line]) => String(line))).toEqual([
    '[cms] announcement-banner for /: content violates contract at message: Invalid input: expected string, received undefined',
    '[cms] announcement-banner for /: left out, Data for model (announcement-banner) was invalid',
  ]);
});

test('the server service uses the configured host and key', async () => {
  server.use(
    http.get('https://cdn.builder.io/api/v3/content/:model', () =>
      HttpResponse.json({ results: [entry] }),
    ),
  );
  await expect(getCmsService('en-US')?.fetchOne('page', { urlPath: '/about' })).resolves.toEqual(
    entry,
  );
  expect(seen[0]?.searchParams.get('apiKey')).toBe('mock-public-key');
  expect(seen[0]?.searchParams.get('locale')).toBe('en-US');
});
