/** A full-page load: a GET that asks for HTML. */
export const isDocumentRequest = (request: Request) =>
  request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');

// waku's client router fetches an in-app navigation to /a/b?x=1 as
// /RSC/R/a/b.txt?query=x%3D1 (/RSC/R/_root.txt for the home page)
const RSC_ROUTE_PREFIX = '/RSC/R/';

/** A request that renders a page: a full load, or an in-app navigation's RSC payload. */
export const isPageRequest = (request: Request) =>
  isDocumentRequest(request) ||
  (request.method === 'GET' && new URL(request.url).pathname.startsWith(RSC_ROUTE_PREFIX));

/** The address of the page a request renders, in-app navigations included. */
export const pageUrlOf = (request: Request): URL => {
  const url = new URL(request.url);
  if (request.method !== 'GET' || !url.pathname.startsWith(RSC_ROUTE_PREFIX)) {
    return url;
  }
  const encoded = url.pathname
    .slice(RSC_ROUTE_PREFIX.length)
    .replace(/\.txt$/, '')
    .replace(/^_/, '')
    .replace(/_$/, '');
  const path = encoded === 'root' ? '/' : `/${encoded.replace(/^__/, '_')}`;
  const page = new URL(path, url);
  page.search = url.searchParams.get('query') ?? '';
  return page;
};
