import type { Product } from '../../../contracts/site-api.ts';
import type { BlockTree } from '../../blocks/block-tree.ts';
import { AbTest } from '../../client-components/cms/content-islands.ts';
import { AB_PICKER_SCRIPT } from '../../lib/ab-test/browser/visitor-variation.ts';
import type { TestedVariation } from '../../lib/ab-test/server/variations.ts';
import type { currencyFor } from '../../lib/price.ts';
import { getNonce } from '../../lib/request-context.ts';
import { EntryBlocks } from './entry-blocks.tsx';

/**
 * A tested entry in a shared document (docs/decisions/020-shared-documents.md): every
 * variation (`everyVariation`, src/lib/ab-test/server/variations.ts), each with its blocks and
 * page title, the default last; on a page load the inline picker
 * (src/lib/ab-test/browser/visitor-variation.ts, which alone names the test's cookie) shows the visitor's before the page paints, and the
 * island (src/client-components/cms/ab-test.tsx) keeps it shown.
 */
export const AbTestContent = ({
  testId,
  variations,
  productsBySku,
  currency,
}: {
  testId: string;
  variations: readonly (TestedVariation & { tree: BlockTree; title: string })[];
  productsBySku: Record<string, Product>;
  currency: ReturnType<typeof currencyFor>;
}) => (
  <>
    <AbTest
      testId={testId}
      variations={variations.map((variation) => ({
        variationId: variation.variationId,
        ratio: variation.ratio,
        title: variation.title,
        content: (
          <EntryBlocks
            title={variation.entry.data.title}
            tree={variation.tree}
            productsBySku={productsBySku}
            currency={currency}
          />
        ),
      }))}
    />
    <script
      nonce={getNonce()}
      data-ab-for={testId}
      dangerouslySetInnerHTML={{ __html: AB_PICKER_SCRIPT }}
    />
  </>
);
