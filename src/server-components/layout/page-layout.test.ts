import { expect, test } from 'vitest';
import { ContentEntrySchema } from '../../../contracts/cms.ts';
import type { PageResult } from '../../lib/cms/cms-service.ts';
import {
  answeringSources,
  pageDataFor,
  runInRequestContext,
} from '../../lib/request-context.testing.ts';
import { loadPageLayout } from './page-layout.ts';

const found = (data: unknown): PageResult => ({
  status: 'found',
  entry: ContentEntrySchema.parse({ id: 'page-x', data }),
});

const layoutFor = async (pageUrl: string, result: PageResult, shellDeadline?: Promise<void>) => {
  const asked: string[] = [];
  const data = pageDataFor(
    pageUrl,
    answeringSources({
      cmsPage: ({ path }) => {
        asked.push(path);
        return shellDeadline ? new Promise(() => undefined) : Promise.resolve(result);
      },
    }),
  );
  const layout = await runInRequestContext(
    { pageUrl, data, ...(shellDeadline ? { shellDeadline } : {}) },
    loadPageLayout,
  );
  // the page's own entry call, started with the page's data, is the one the layout read
  return { layout, asked };
};

test("the page's entry chooses the layout, read from the entry the page renders", async () => {
  expect(
    await layoutFor('https://shop.test/welcome?utm_source=app', found({ layout: 'minimal' })),
  ).toEqual({ layout: 'minimal', asked: ['/welcome'] });
  expect((await layoutFor('https://shop.test/', found({ title: 'Home' }))).layout).toBe('default');
  expect((await layoutFor('https://shop.test/x', found({ layout: 'default' }))).layout).toBe(
    'default',
  );
});

test('no entry, a failing CMS or a path no page can have: the default layout', async () => {
  expect((await layoutFor('https://shop.test/new', { status: 'missing' })).layout).toBe('default');
  expect(
    (await layoutFor('https://shop.test/x', { status: 'failed', error: new Error('503') })).layout,
  ).toBe('default');
  // such a path is a 404 without a page query to the CMS
  expect(await layoutFor('https://shop.test/.env', found({ layout: 'minimal' }))).toEqual({
    layout: 'default',
    asked: [],
  });
});

test('an entry not there by the shell deadline: the default layout, the header goes out first', async () => {
  expect(
    (await layoutFor('https://shop.test/welcome', found({ layout: 'minimal' }), Promise.resolve()))
      .layout,
  ).toBe('default');
});
