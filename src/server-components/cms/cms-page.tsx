import {
  unstable_getRequest as getRequest,
  unstable_notFound as notFound,
} from 'waku/router/server';
import { PAGE_MODEL, type ContentEntry } from '../../../contracts/cms.ts';
import type { Product } from '../../../contracts/site-api.ts';
import { CmsPreview } from '../../blocks/cms-preview.tsx';
import {
  collectProductRequests,
  findPageHeadingBlock,
  RenderBlocks,
  type ProductRequests,
} from '../../blocks/render-blocks.tsx';
import {
  ContentErrorBoundary,
  ContentErrorBox,
} from '../../client-components/cms/content-error-boundary.tsx';
import { ContentFailed, ContentLoaded } from '../../client-components/cms/content-status.tsx';
import { getCmsService } from '../../lib/cms/server.ts';
import { isCmsPreview } from '../../lib/cms-preview.ts';
import { chooseVariation, variationCookieName } from '../../lib/cms-variations.ts';
import { getAppConfig } from '../../lib/config.ts';
import { readCookie } from '../../lib/cookies.ts';
import { getRequestContext } from '../../lib/request-context.ts';
import { createServerSiteApi } from '../../lib/site-api/server.ts';
import { brand } from '../../lib/theme.ts';

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
  const cms = getCmsService(getRequestContext().locale);
  const result = cms
    ? await cms.fetchPage(PAGE_MODEL, path)
    : ({ status: 'failed', error: new Error('the CMS service is not configured') } as const);

  const choose = (entry: ContentEntry) =>
    chooseVariation(entry, {
      stored: readCookie(cookie, variationCookieName(entry.id)),
      draw: Math.random(),
    });
  const productsFor = (entry: ContentEntry | undefined) =>
    loadProducts(collectProductRequests(entry?.data.blocks ?? []), cookie);

  // the editor previews whatever there is: a new page has no entry yet
  if (preview) {
    const entry = result.status === 'found' ? choose(result.entry).entry : undefined;
    const config = getAppConfig();
    return (
      <CmsPreview
        model={PAGE_MODEL}
        apiKey={config.cmsPublicKey ?? ''}
        apiHost={config.cmsApiHost}
        content={entry ?? null}
        productsBySku={await productsFor(entry)}
      />
    );
  }
  if (result.status === 'missing') {
    // SPEC.md 2.3 and 8: an unmatched route is the non-fatal not-found error
    console.warn(`Page not found: ${path}`);
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
  const pageHeading = findPageHeadingBlock(blocks);
  return (
    <>
      <title>{entry.data.title ?? brand.name}</title>
      {entry.data.description ? <meta name="description" content={entry.data.description} /> : null}
      {/* one h1 per page: a headline block's, else the page's title for screen readers */}
      {pageHeading ? null : <h1 className="visually-hidden">{entry.data.title ?? brand.name}</h1>}
      <ContentErrorBoundary>
        <RenderBlocks blocks={blocks} data={{ productsBySku }} pageHeading={pageHeading} />
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
