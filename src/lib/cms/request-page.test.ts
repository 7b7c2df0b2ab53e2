import { afterEach, expect, test, vi } from 'vitest';
import { createRequestContext, runWithRequestContext } from '../request-context.ts';
import type { CmsService, PageResult } from './cms-service.ts';
import { fetchPageForRequest } from './request-page.ts';
import { getCmsService } from './server.ts';

vi.mock('./server.ts', () => ({ getCmsService: vi.fn() }));

afterEach(() => vi.resetAllMocks());

const serviceAnswering = (result: PageResult) => {
  const fetchPage = vi.fn(async () => result);
  vi.mocked(getCmsService).mockReturnValue({ fetchPage } as unknown as CmsService);
  return fetchPage;
};

test('the layout and the page of one request share one CMS request per path', async () => {
  const fetchPage = serviceAnswering({ status: 'missing' });
  await runWithRequestContext(createRequestContext({ locale: 'en-CA' }), async () => {
    const [forLayout, forPage] = await Promise.all([
      fetchPageForRequest('/welcome'),
      fetchPageForRequest('/welcome'),
    ]);
    expect(forLayout).toBe(forPage);
    await fetchPageForRequest('/science');
  });
  expect(fetchPage.mock.calls).toEqual([
    ['page', '/welcome'],
    ['page', '/science'],
  ]);
  expect(vi.mocked(getCmsService)).toHaveBeenCalledWith('en-CA');
  // the next request asks again: a failure or an edit is never kept past its request
  await runWithRequestContext(createRequestContext(), () => fetchPageForRequest('/welcome'));
  expect(fetchPage).toHaveBeenCalledTimes(3);
});

test('without a usable CMS service the page is a failure, not a crash', async () => {
  vi.mocked(getCmsService).mockReturnValue(undefined);
  const result = await runWithRequestContext(createRequestContext(), () =>
    fetchPageForRequest('/'),
  );
  expect(result).toMatchObject({ status: 'failed' });
});
