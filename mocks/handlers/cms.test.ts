import { expect, test } from 'vitest';
import {
  ContentEntrySchema,
  ContentResponseSchema,
  FooterDataSchema,
} from '../../contracts/cms.ts';
import { fixturePagePaths, pageEntries } from '../../fixtures/cms-pages.ts';
import { installMockServer } from '../server/test-server.ts';

const { config } = installMockServer();

const contentUrl = (model: string, query: Record<string, string>) =>
  `${config.cmsApiHost}/api/v3/content/${model}?${new URLSearchParams(query).toString()}`;

// the query the CMS SDK builds for fetch-one
const sdkQuery = (urlPath: string, overrides: Record<string, string> = {}) => ({
  apiKey: config.cmsPublicKey ?? '',
  limit: '1',
  noTraverse: 'false',
  includeRefs: 'true',
  omit: 'meta.componentsUsed',
  userAttributes: JSON.stringify({ urlPath }),
  ...overrides,
});

const fetchEntries = async (model: string, query: Record<string, string>) => {
  const response = await fetch(contentUrl(model, query));
  expect(response.status).toBe(200);
  return ContentResponseSchema.parse(await response.json()).results.map((entry) =>
    ContentEntrySchema.parse(entry),
  );
};

test('a page entry is found by its urlPath, and no entry answers an unknown path', async () => {
  const [science] = await fetchEntries('page', sdkQuery('/science'));
  expect(science?.data.url).toBe('/science');
  expect(await fetchEntries('page', sdkQuery('/no-such-page'))).toEqual([]);
});

test('the home entry carries an A/B variation with its own hero headline', async () => {
  const [home] = await fetchEntries('page', sdkQuery('/'));
  expect(home?.testRatio).toBe(0.5);
  const variations = Object.values(home?.variations ?? {});
  expect(variations).toHaveLength(1);
  const headline = (blocks: unknown) => JSON.stringify(blocks).match(/"line1":"([^"]+)"/)?.[1];
  expect(headline(home?.data.blocks)).toBe('Science-backed supplements');
  expect(headline(variations[0]?.data?.blocks)).toBe('Feel the difference');
});

test('layout models answer for any path, in the reference shape', async () => {
  const [footer] = await fetchEntries('footer-data', sdkQuery('/any/path'));
  const data = FooterDataSchema.parse(footer?.data);
  expect(data.footerLinks.map(({ column }) => column.value.data.header)).toEqual([
    'Shop',
    'Professionals',
    'Company',
  ]);
  const [banner] = await fetchEntries('announcement-banner', sdkQuery('/science'));
  expect(banner?.data).toMatchObject({ backgroundColor: '#1F3A2E' });
});

test('limit is honoured and an unknown model has no entries', async () => {
  expect(await fetchEntries('page', sdkQuery('/', { limit: '30' }))).toHaveLength(1);
  expect(await fetchEntries('unknown-model', sdkQuery('/'))).toEqual([]);
});

test.each([
  ['a missing apiKey', { apiKey: '' }],
  ['a wrong apiKey', { apiKey: 'someone-elses-key' }],
  ['userAttributes that are not JSON', { userAttributes: 'urlPath=/' }],
  ['a limit of 0', { limit: '0' }],
  ['includeRefs other than true', { includeRefs: 'false' }],
])('the content API answers 400 for %s', async (_case, overrides) => {
  const response = await fetch(contentUrl('page', sdkQuery('/', overrides)));
  expect(response.status).toBe(400);
});

test('the listing query (noTargeting) pages through every page entry, and only pages', async () => {
  const list = (model: string, offset: number) =>
    fetchEntries(model, {
      apiKey: config.cmsPublicKey ?? '',
      noTargeting: 'true',
      limit: '2',
      offset: String(offset),
      fields: 'id,data.url',
    });
  const pages = [];
  for (let offset = 0; offset <= pageEntries.length; offset += 2) {
    pages.push(...(await list('page', offset)));
  }
  expect(pages.map((entry) => entry.data.url)).toEqual(fixturePagePaths);
  expect(await list('page', pageEntries.length)).toEqual([]);
  expect(await list('footer-data', 0)).toEqual([]);
});
