import { unstable_parseRouterRequest as parseRouterRequest } from 'waku/router/server';
import { RSC_PREFIX } from '../../lib/rsc-address.ts';

/** GET, or HEAD, which answers with what GET would, without the body (RFC 9110, 9.3.2). */
export const isReadRequest = (request: Request) =>
  request.method === 'GET' || request.method === 'HEAD';

/** A request to one of waku's RSC addresses: it gets a payload, never a page's HTML. */
export const isRscRequest = (request: Request) =>
  new URL(request.url).pathname.startsWith(RSC_PREFIX);

/**
 * A full-page load: a GET or HEAD that asks for HTML at a page's own address. An RSC
 * address that asks for HTML is still an RSC request.
 */
export const isDocumentRequest = (request: Request) =>
  isReadRequest(request) &&
  !isRscRequest(request) &&
  (request.headers.get('accept') ?? '').includes('text/html');

/**
 * The address of the page a request renders, read the way waku's router reads it (an
 * in-app navigation fetches /a/b?x=1 as /RSC/R/a/b.txt?query=x%3D1), or undefined for a
 * request that renders no page: an asset, a server function, a slice, a malformed RSC path.
 */
export const pageUrlOf = (request: Request): URL | undefined => {
  if (!isReadRequest(request)) {
    return undefined;
  }
  const route = parseRouterRequest(request);
  if (route?.type !== 'route') {
    return undefined;
  }
  // an RSC request's address is not its route's; an asset's is, and it asks for no HTML
  const isRsc = new URL(request.url).pathname !== route.path;
  if (!isRsc && !isDocumentRequest(request)) {
    return undefined;
  }
  const page = new URL(route.path, request.url);
  page.search = route.query ?? '';
  return page;
};

/** A request that renders a page: a full load, or an in-app navigation's RSC payload. */
export const isPageRequest = (request: Request) => pageUrlOf(request) !== undefined;
