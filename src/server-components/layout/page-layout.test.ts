import { afterEach, expect, test, vi } from 'vitest';
import { ContentEntrySchema } from '../../../contracts/cms.ts';
import type { PageResult } from '../../lib/cms/cms-service.ts';
import { fetchPageForRequest } from '../../lib/cms/request-page.ts';
import { createRequestContext, runWithRequestContext } from '../../lib/request-context.ts';
import { loadPageLayout } from './page-layout.ts';

vi.mock('../../lib/cms/request-page.ts', () => ({ fetchPageForRequest: vi.fn() }));

afterEach(() => vi.resetAllMocks());

const found = (data: unknown): PageResult => ({
  status: 'found',
  entry: ContentEntrySchema.parse({ id: 'page-x', data }),
});

const layoutFor = (url: string, result: PageResult) => {
  vi.mocked(fetchPageForRequest).mockResolvedValue(result);
  return runWithRequestContext(createRequestContext({ url }), loadPageLayout);
};

test("the page's entry chooses the layout, read from the entry the page renders", async () => {
  expect(
    await layoutFor('https://shop.test/welcome?utm_source=app', found({ layout: 'minimal' })),
  ).toBe('minimal');
  expect(vi.mocked(fetchPageForRequest).mock.calls).toEqual([['/welcome']]);
  expect(await layoutFor('https://shop.test/', found({ title: 'Home' }))).toBe('default');
  expect(await layoutFor('https://shop.test/x', found({ layout: 'default' }))).toBe('default');
});

test('no entry, a failing CMS or a path no page can have: the default layout', async () => {
  expect(await layoutFor('https://shop.test/new', { status: 'missing' })).toBe('default');
  expect(
    await layoutFor('https://shop.test/x', { status: 'failed', error: new Error('503') }),
  ).toBe('default');
  vi.mocked(fetchPageForRequest).mockClear();
  expect(await layoutFor('https://shop.test/.env', found({ layout: 'minimal' }))).toBe('default');
  // such a path is a 404 without a page query to the CMS
  expect(fetchPageForRequest).not.toHaveBeenCalled();
});
