import { unstable_notFound as notFound } from 'waku/router/server';
import { PAGE_MODEL, type ContentEntry } from '../../../contracts/cms.ts';
import type { Product } from '../../../contracts/site-api.ts';
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
import { isCmsPreview } from '../../lib/cms-preview.ts';
import { withCookie } from '../../lib/cookies.ts';
import { AB_PICKER_SCRIPT } from '../../lib/ab-picker.ts';
import { AbTest } from '../../client-components/cms/ab-test.tsx';
import { everyVariation, type TestedVariation } from '../../lib/cms-variations.ts';
import { getAppConfig } from '../../lib/config.ts';
import type { PageResult } from '../../lib/cms/cms-service.ts';
import { LOCALE_COOKIE } from '../../lib/locale.ts';
import type { PageData } from '../../lib/page-data/shared-calls.ts';
import { currencyFor, priceNamingCurrency } from '../../lib/price.ts';
import {
  getNonce,
  getPageData,
  getRequestCookies,
  markContentUnavailable,
} from '../../lib/request-context.ts';
import { getProductCached, getProductsCached } from '../../lib/site-api/product-cache.ts';
import { createServerSiteApi } from '../../lib/site-api/server.ts';
import { safeForLog } from '../../lib/log-safe.ts';
import { headingFromTitle } from '../../lib/seo/metadata.ts';
import { Deferred } from '../deferred.tsx';
import { ErrorPage } from '../error-page.tsx';
import { PageMetadataTags, StructuredData } from '../seo/page-metadata.tsx';
import { contentPageJsonLd, contentPageMetadata } from '../seo/page-seo.ts';
import { ContentPlaceholder } from './content-placeholder.tsx';
import { ContentUnavailable } from './content-unavailable.tsx';

// what the page's load-error event says to the shopper's browser: the detail stays in the log
const CONTENT_UNAVAILABLE = 'The content is unavailable right now';

/**
 * Products shown by the page's blocks, fetched before render so no block fetches after
 * hydration: the carousels' and comparisons' in one batch call, each banner's on its own.
 * Deferred data: a call that fails leaves its blocks without the products it could not get.
 * Prices are the session's currency, named where a shopper could read them in another
 * (docs/behaviour.md#prices).
 */
const loadProducts = async (
  { batch, featured }: ProductRequests,
  data: PageData,
  cookie: string | undefined,
): Promise<Record<string, Product>> => {
  if (batch.length === 0 && featured.length === 0) {
    return {};
  }
  const { locale } = await data.locale;
  // the site API prices by the session's locale cookie, which a `?locale=` choice sets only
  // with this response: it is asked in the page's locale, as the browser's next call will be
  const session = withCookie(cookie, LOCALE_COOKIE, locale);
  const [batchProducts, featuredProducts] = await Promise.all([
    data.siteApi(
      'products',
      (signal) => getProductsCached(createServerSiteApi(session, signal), batch),
      (): Product[] => [],
    ),
    Promise.all(
      featured.map((sku) =>
        data.siteApi(
          `product ${sku}`,
          (signal) => getProductCached(createServerSiteApi(session, signal), sku),
          () => undefined,
        ),
      ),
    ),
  ]);
  return Object.fromEntries(
    [...batchProducts, ...featuredProducts]
      .filter((product) => product !== undefined)
      .map((product) => [
        product.sku,
        { ...product, price: priceNamingCurrency(product.price, locale) },
      ]),
  );
};

/**
 * A CMS content page (docs/behaviour.md#cms-pages): the page model's entry for the path, from the call
 * the page started before rendering. Critical data: no content is a 404 (unless an editor
 * previews the path); a CMS that fails or runs out of time keeps the layout, says so
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
  const cookie = getRequestCookies();
  const preview = isCmsPreview(new URLSearchParams(query));
  const data = getPageData();

  const productRequestsFor = (entry: ContentEntry | undefined) =>
    collectProductRequests(entry?.data.blocks ?? []);
  const productsFor = (entry: ContentEntry | undefined) =>
    loadProducts(productRequestsFor(entry), data, cookie);

  // the editor previews whatever there is: a new page has no entry yet
  if (preview) {
    // imported here so the editor's code is a chunk of its own: client references are
    // grouped by the server chunk that imports them, and published pages load none of it
    const { CmsPreview } = await import('../../blocks/cms-preview.tsx');
    // the entry as the editor edits it: the default content
    const entry = result.status === 'found' ? result.entry : undefined;
    const config = getAppConfig();
    return (
      <>
        <meta name="robots" content="noindex" />
        {/* the editor, unlike a shopper, is told what went wrong */}
        {result.status === 'failed' ? <ContentErrorBox error={result.error.message} /> : null}
        <CmsPreview
          model={PAGE_MODEL}
          apiKey={config.cmsPublicKey ?? ''}
          apiHost={config.cmsApiHost}
          content={entry ?? null}
          productsBySku={await productsFor(entry)}
          nonce={getNonce()}
        />
      </>
    );
  }
  if (result.status === 'missing') {
    // docs/behaviour.md#errors and #failures: an unmatched route is the non-fatal not-found error
    console.warn(`Page not found: ${safeForLog(path)}`);
    if (streamed) {
      return <ErrorPage status={404} />;
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
    return (
      <>
        <ContentUnavailable />
        <ContentFailed message={CONTENT_UNAVAILABLE} />
      </>
    );
  }

  // every variation of a tested entry, and the products of them all: the document is
  // shared, and the visitor's browser shows one (docs/decisions/020-shared-documents.md)
  const variations = everyVariation(result.entry);
  const productRequests = mergedProductRequests(
    variations.map((variation) => productRequestsFor(variation.entry)),
  );
  return (
    <Deferred value={loadProducts(productRequests, data, cookie)} fallback={<ContentPlaceholder />}>
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

/** The SKUs of several variations' blocks, each asked once. */
const mergedProductRequests = (requests: readonly ProductRequests[]): ProductRequests => ({
  batch: [...new Set(requests.flatMap((request) => request.batch))],
  featured: [...new Set(requests.flatMap((request) => request.featured))],
});

/** One variation's blocks: its own page heading, its own error boundary. */
const VariationBlocks = ({
  entry,
  productsBySku,
  currency,
}: {
  entry: ContentEntry;
  productsBySku: Record<string, Product>;
  currency: ReturnType<typeof currencyFor>;
}) => {
  const blocks = entry.data.blocks ?? [];
  const pageHeading = findPageHeadingBlock(blocks);
  return (
    <>
      {/* one h1 per page: a headline block's, else the page's title for screen readers */}
      {pageHeading ? null : (
        <h1 className="visually-hidden">{headingFromTitle(entry.data.title)}</h1>
      )}
      <ContentErrorBoundary>
        <RenderBlocks
          blocks={blocks}
          data={{ productsBySku, currency }}
          pageHeading={pageHeading}
        />
      </ContentErrorBoundary>
    </>
  );
};

const PublishedContent = async ({
  path,
  variations,
  productRequests,
  productsBySku,
}: {
  path: string;
  variations: readonly TestedVariation[];
  productRequests: ProductRequests;
  productsBySku: Record<string, Product>;
}) => {
  // the default content is the last, and what the markup shows until the picker runs
  const shown = variations.at(-1) as TestedVariation;
  const tested = variations.length > 1;
  const { entry } = shown;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the blocks are the page itself
  const { blocks: _blocks, ...pageFields } = entry.data;
  const currency = currencyFor((await getPageData().locale).locale);
  const titles = await Promise.all(
    variations.map(async (variation) => (await contentPageMetadata(variation.entry, path)).title),
  );
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
        <>
          <AbTest
            testId={entry.id}
            variations={variations.map((variation, index) => ({
              variationId: variation.variationId,
              ratio: variation.ratio,
              title: titles[index] ?? '',
              content: (
                <VariationBlocks
                  entry={variation.entry}
                  productsBySku={productsBySku}
                  currency={currency}
                />
              ),
            }))}
          />
          <script nonce={getNonce()} dangerouslySetInnerHTML={{ __html: AB_PICKER_SCRIPT }} />
        </>
      ) : (
        <VariationBlocks entry={entry} productsBySku={productsBySku} currency={currency} />
      )}
      <ContentLoaded content={contentLoaded} />
    </>
  );
};
