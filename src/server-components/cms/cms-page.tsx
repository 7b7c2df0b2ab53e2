import { unstable_notFound as notFound } from 'waku/router/server';
import { PAGE_MODEL } from '../../../contracts/cms.ts';
import type { Product } from '../../../contracts/site-api.ts';
import { parseBlockTree, type ProductRequests } from '../../blocks/block-tree.ts';
import { ContentFailed, ContentLoaded } from '../../client-components/cms/content-islands.ts';
import { isCmsPreview } from '../../lib/cms-preview.ts';
import { everyVariation } from '../../lib/ab-test/server/variations.ts';
import type { PageResult } from '../../lib/cms/cms-service.ts';
import { safeForLog } from '../../lib/log-safe.ts';
import { currencyFor } from '../../lib/price.ts';
import { getPageData, markContentUnavailable } from '../../lib/request-context.ts';
import { Deferred } from '../deferred.tsx';
import { PageMetadataTags, StructuredData } from '../seo/page-metadata.tsx';
import { contentPageJsonLd, contentPageMetadata } from '../seo/page-seo.ts';
import { AbTestContent } from './ab-test-content.tsx';
import { CmsPreviewPage } from './cms-preview-page.tsx';
import { ContentPlaceholder } from './content-placeholder.tsx';
import { EntryBlocks } from './entry-blocks.tsx';
import { loadProducts, mergedProductRequests } from './page-products.ts';

// what the page's load-error event says to the shopper's browser: the detail stays in the log
const CONTENT_UNAVAILABLE = 'The content is unavailable right now';

/**
 * A CMS content page (docs/behaviour.md#cms-pages): the page model's entry for the path, from
 * the shared render's calls (src/lib/calls/shared-calls.ts), the same call pageData reads for
 * the response's status. Critical data: no content is a 404 (unless an editor
 * previews the path, ./cms-preview-page.tsx); a CMS that fails or runs out of time keeps the layout, says so
 * without detail, and makes the response a 503 (docs/behaviour.md#failures). Known only
 * after the shell deadline, the status has been sent: the same content then streams in
 * place of the placeholder, with noindex, under a 200 (docs/decisions/011-streaming-shell.md).
 */
export const CmsPage = ({ path, query }: { path: string; query: string }) => (
  <Deferred value={getPageData().page(path)} fallback={<ContentPlaceholder />}>
    {(result, { streamed }) => (
      <CmsContent path={path} query={query} result={result} streamed={streamed} />
    )}
  </Deferred>
);

const CmsContent = async ({
  path,
  query,
  result,
  streamed,
}: {
  path: string;
  query: string;
  result: PageResult;
  streamed: boolean;
}) => {
  // the editor previews whatever there is: a new page has no entry yet
  if (isCmsPreview(new URLSearchParams(query))) {
    return <CmsPreviewPage result={result} />;
  }
  if (result.status === 'missing') {
    // docs/behaviour.md#errors and #failures: an unmatched route is the non-fatal not-found error
    console.warn(`Page not found: ${safeForLog(path)}`);
    if (streamed) {
      // imported only now, with its stylesheets (content-failures.tsx)
      const { StreamedNotFound } = await import('./content-failures.tsx');
      return <StreamedNotFound />;
    }
    notFound();
  }
  if (result.status === 'failed') {
    console.warn(
      `[cms] the content of ${safeForLog(path)} is unavailable: ${result.error.message}`,
    );
    if (!streamed) {
      markContentUnavailable();
    }
    const { UnavailableContent } = await import('./content-failures.tsx');
    return (
      <>
        <UnavailableContent />
        <ContentFailed message={CONTENT_UNAVAILABLE} />
      </>
    );
  }

  // every variation of a tested entry, each parsed once, and the products of them all: the
  // document is shared, and the visitor's browser shows one (./ab-test-content.tsx)
  const variations = everyVariation(result.entry).map((variation) => ({
    ...variation,
    tree: parseBlockTree(variation.entry.data.blocks ?? []),
  }));
  const productRequests = mergedProductRequests(
    variations.map((variation) => variation.tree.products),
  );
  return (
    <Deferred value={loadProducts(productRequests)} fallback={<ContentPlaceholder />}>
      {(productsBySku) => (
        <PublishedContent
          path={path}
          variations={variations}
          productRequests={productRequests}
          productsBySku={productsBySku}
        />
      )}
    </Deferred>
  );
};

type ParsedVariation = ReturnType<typeof everyVariation>[number] & {
  tree: ReturnType<typeof parseBlockTree>;
};

const PublishedContent = async ({
  path,
  variations,
  productRequests,
  productsBySku,
}: {
  path: string;
  variations: readonly ParsedVariation[];
  productRequests: ProductRequests;
  productsBySku: Record<string, Product>;
}) => {
  // the default content is the last, and what the markup shows until the picker runs
  const shown = variations.at(-1) as ParsedVariation;
  const tested = variations.length > 1;
  const { entry } = shown;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the blocks are the page itself
  const { blocks: _blocks, ...pageFields } = entry.data;
  const currency = currencyFor((await getPageData().locale).locale);
  const contentLoaded = {
    id: entry.id,
    name: entry.name,
    model: PAGE_MODEL,
    urlPath: path,
    variationId: shown.variationId,
    data: pageFields,
  };
  return (
    <>
      {/* a tested page's title is the visitor's variation's, put in place by its AbTest */}
      <PageMetadataTags metadata={await contentPageMetadata(entry, path)} title={!tested} />
      <StructuredData
        data={await contentPageJsonLd(path, productRequests.featured, productsBySku)}
      />
      {tested ? (
        <AbTestContent
          testId={entry.id}
          variations={await Promise.all(
            variations.map(async (variation) => ({
              ...variation,
              title: (await contentPageMetadata(variation.entry, path)).title,
            })),
          )}
          productsBySku={productsBySku}
          currency={currency}
        />
      ) : (
        <EntryBlocks
          title={entry.data.title}
          tree={shown.tree}
          productsBySku={productsBySku}
          currency={currency}
        />
      )}
      <ContentLoaded content={contentLoaded} />
    </>
  );
};
