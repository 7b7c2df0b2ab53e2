import type { Product } from '../../../contracts/site-api.ts';
import type { BlockTree } from '../../blocks/block-tree.ts';
import { RenderBlocks } from '../../blocks/render-blocks.tsx';
import { ContentErrorBoundary } from '../../client-components/cms/content-islands.ts';
import type { currencyFor } from '../../lib/price.ts';
import { headingFromTitle } from '../../lib/seo/metadata.ts';

/** One entry's blocks (a page, or one variation of a tested page): its h1, its error boundary. */
export const EntryBlocks = ({
  title,
  tree,
  productsBySku,
  currency,
}: {
  title: string | undefined;
  tree: BlockTree;
  productsBySku: Record<string, Product>;
  currency: ReturnType<typeof currencyFor>;
}) => (
  <>
    {/* one h1 per page: a headline block's, else the page's title for screen readers */}
    {tree.heading ? null : <h1 className="visually-hidden">{headingFromTitle(title)}</h1>}
    <ContentErrorBoundary>
      <RenderBlocks tree={tree} data={{ productsBySku, currency }} />
    </ContentErrorBoundary>
  </>
);
