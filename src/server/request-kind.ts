/** A full-page load: a GET that asks for HTML. */
export const isDocumentRequest = (request: Request) =>
  request.method === 'GET' && (request.headers.get('accept') ?? '').includes('text/html');

// waku's client router fetches each in-app navigation as an RSC payload under /RSC/
const RSC_PREFIX = '/RSC/';

/** A request that renders a page: a full load, or an in-app navigation's RSC payload. */
export const isPageRequest = (request: Request) =>
  isDocumentRequest(request) ||
  (request.method === 'GET' && new URL(request.url).pathname.startsWith(RSC_PREFIX));
