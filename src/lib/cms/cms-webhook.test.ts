import { expect, test } from 'vitest';
import { CmsWebhookSchema } from '../../../contracts/cms-webhook.ts';
import { purgeTagsFor, secretMatches } from './cms-webhook.ts';

const parse = (body: unknown) => CmsWebhookSchema.parse(body);

test('a page moved from one path to another purges both paths and the sitemap', () => {
  const body = parse({
    modelName: 'page',
    operation: 'publish',
    newValue: {
      id: 'abc',
      query: [{ property: 'urlPath', operator: 'is', value: '/science-new' }],
      data: { url: '/science-new', title: 'Science', blocks: [] },
    },
    previousValue: {
      id: 'abc',
      query: [{ property: 'urlPath', operator: 'is', value: ['/science', '/science-old'] }],
    },
  });
  expect(purgeTagsFor(body).sort()).toEqual(
    [
      'cms:path:page:/science-new',
      'cms:path:page:/science',
      'cms:path:page:/science-old',
      'cms:sitemap',
    ].sort(),
  );
});

test('a deleted page (no newValue) purges its previous path', () => {
  const body = parse({
    modelName: 'page',
    newValue: null,
    previousValue: { id: 'abc', data: { url: '/gone' } },
  });
  expect(purgeTagsFor(body)).toEqual(['cms:path:page:/gone', 'cms:sitemap']);
});

test('a layout model purges the model on every path; no model purges all CMS results', () => {
  expect(purgeTagsFor(parse({ modelName: 'navigation-links', newValue: { id: 'n' } }))).toEqual([
    'cms:model:navigation-links',
  ]);
  expect(purgeTagsFor(parse({ newValue: { id: 'n' } }))).toEqual(['cms', 'cms:sitemap']);
});

test('a payload without an entry, or with an entry without id, is refused', () => {
  expect(CmsWebhookSchema.safeParse({ modelName: 'page' }).success).toBe(false);
  expect(CmsWebhookSchema.safeParse({ modelName: 'page', newValue: { data: {} } }).success).toBe(
    false,
  );
});

test('the secret must match exactly', () => {
  expect(secretMatches('a-long-shared-secret', 'a-long-shared-secret')).toBe(true);
  expect(secretMatches('a-long-shared-secreT', 'a-long-shared-secret')).toBe(false);
  expect(secretMatches('', 'a-long-shared-secret')).toBe(false);
  expect(secretMatches(undefined, 'a-long-shared-secret')).toBe(false);
});
