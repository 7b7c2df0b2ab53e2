import { PAGE_MODEL } from '../../../contracts/cms.ts';
import { getRequestContext, type RequestContext } from '../request-context.ts';
import type { PageResult } from './cms-service.ts';
import { getCmsService } from './server.ts';

// per request (its context object), so no result outlives the request it was fetched for
const pagesByRequest = new WeakMap<RequestContext, Map<string, Promise<PageResult>>>();

const fetchPage = (locale: string, path: string): Promise<PageResult> => {
  const cms = getCmsService(locale);
  return cms
    ? cms.fetchPage(PAGE_MODEL, path)
    : Promise.resolve({ status: 'failed', error: new Error('the CMS service is not configured') });
};

/**
 * The CMS page entry for a path, fetched once per request: the layout reads its layout
 * field and the page its content, both from the same answer. The service's own cache is
 * off while the CMS is mocked and always lets a failure through, so it cannot be the
 * place that guarantees this.
 */
export const fetchPageForRequest = (path: string): Promise<PageResult> => {
  const context = getRequestContext();
  let pages = pagesByRequest.get(context);
  if (!pages) {
    pages = new Map();
    pagesByRequest.set(context, pages);
  }
  let page = pages.get(path);
  if (!page) {
    page = fetchPage(context.locale, path);
    pages.set(path, page);
  }
  return page;
};
