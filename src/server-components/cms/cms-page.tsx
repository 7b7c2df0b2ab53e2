import {
  unstable_getRequest as getRequest,
  unstable_notFound as notFound,
} from 'waku/router/server';
import { PAGE_MODEL, type ContentEntry } from '../../../contracts/cms.ts';
import type { Product } from '../../../contracts/site-api.ts';
import {
  collectProductRequests,
  RenderBlocks,
  type ProductRequests,
} from '../../blocks/render-blocks.tsx';
import {
  ContentErrorBoundary,
  ContentErrorBox,
} from '../../client-components/cms/content-error-boundary.tsx';
import { ContentFailed, ContentLoaded } from '../../client-components/cms/content-status.tsx';
import { fetchPageForRequest } from '../../lib/cms/request-page.ts';
import { isCmsPreview } from '../../lib/cms-preview.ts';
import { chooseVariation, variationCookieName } from '../../lib/cms-variations.ts';
import { getAppConfig } from '../../lib/config.ts';
import { readCookie } from '../../lib/cookies.ts';
import { getNonce } from '../../lib/request-context.ts';
import { createServerSiteApi } from '../../lib/site-api/server.ts';
import { brand } from '../../lib/theme.ts';
import { safeForLog } from '../../lib/log-safe.ts';

/**
 * Products shown by the page's blocks, fetched before render so no block fetches after
 * hydration: the carousels' and comparisons' in one batch call, each banner's on its own.
 * Deferred data: a call that fails leaves its blocks without the products it could not get.
 */
const loadProducts = async (
  { batch, single }: ProductRequests,
  cookie: string | undefined,
): Promise<Record<string, Product>> => {
  if (batch.length === 0 && single.length === 0) {
    return {};
  }
  const api = createServerSiteApi(cookie);
  const [batchProducts, singleProducts] = await Promise.all([
    api.getProducts(batch).catch((): Product[] => []),
    Promise.all(single.map((sku) => api.getProduct(sku).catch(() => undefined))),
  ]);
  return Object.fromEntries(
    [...batchProducts, ...singleProducts]
      .filter((product) => product !== undefined)
      .map((product) => [product.sku, product]),
  );
};

/**
 * A CMS content page (SPEC.md 2.9): the page model's entry for the path. Critical
 * data: no content is a 404 (unless an editor previews the path); a failing CMS keeps
 * the layout and shows the error box in place of the content.
 */
export const CmsPage = async ({ path, query }: { path: string; query: string }) => {
  const request = getRequest();
  const cookie = request.headers.get('cookie') ?? undefined;
  const preview = isCmsPreview(new URLSearchParams(query));
  // the layout asked for the same entry to pick the page's layout: one request for both
  const result = await fetchPageForRequest(path);

  const choose = (entry: ContentEntry) =>
    chooseVariation(entry, {
      stored: readCookie(cookie, variationCookieName(entry.id)),
      draw: Math.random(),
    });
  const productsFor = (entry: ContentEntry | undefined) =>
    loadProducts(collectProductRequests(entry?.data.blocks ?? []), cookie);

  // the editor previews whatever there is: a new page has no entry yet
  if (preview) {
    // imported here so the editor's code is a chunk of its own: client references are
    // grouped by the server chunk that imports them, and published pages load none of it
    const { CmsPreview } = await import('../../blocks/cms-preview.tsx');
    const entry = result.status === 'found' ? choose(result.entry).entry : undefined;
    const config = getAppConfig();
    return (
      <CmsPreview
        model={PAGE_MODEL}
        apiKey={config.cmsPublicKey ?? ''}
        apiHost={config.cmsApiHost}
        content={entry ?? null}
        productsBySku={await productsFor(entry)}
        nonce={getNonce()}
      />
    );
  }
  if (result.status === 'missing') {
    // SPEC.md 2.3 and 8: an unmatched route is the non-fatal not-found error
    console.warn(`Page not found: ${safeForLog(path)}`);
    notFound();
  }
  if (result.status === 'failed') {
    const { message } = result.error;
    return (
      <>
        <meta name="robots" content="noindex" />
        <ContentErrorBox error={message} />
        <ContentFailed message={message} />
      </>
    );
  }

  const chosen = choose(result.entry);
  const productsBySku = await productsFor(chosen.entry);
  const { entry } = chosen;
  const { blocks = [], ...pageFields } = entry.data;
  return (
    <>
      <title>{entry.data.title ?? brand.name}</title>
      {entry.data.description ? <meta name="description" content={entry.data.description} /> : null}
      <ContentErrorBoundary>
        <RenderBlocks blocks={blocks} data={{ productsBySku }} />
      </ContentErrorBoundary>
      <ContentLoaded
        content={{
          id: entry.id,
          name: entry.name,
          model: PAGE_MODEL,
          urlPath: path,
          variationId: chosen.variationId,
          data: pageFields,
        }}
      />
    </>
  );
};
