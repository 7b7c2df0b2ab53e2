import { PAGE_MODEL } from '../../../contracts/cms.ts';
import { parseBlockTree } from '../../blocks/block-tree.ts';
import { ContentErrorBox } from '../../client-components/cms/content-islands.ts';
import type { PageResult } from '../../lib/cms/cms-service.ts';
import { getAppConfig } from '../../lib/config.ts';
import { getNonce } from '../../lib/request-context.ts';
import { loadProducts } from './page-products.ts';

/**
 * A content page in the CMS editor's preview (docs/behaviour.md#cms-pages): whatever there
 * is, since a new page has no entry yet, never indexed, and the editor, unlike a shopper,
 * is told what went wrong.
 */
export const CmsPreviewPage = async ({ result }: { result: PageResult }) => {
  // imported here so the editor's code is a chunk of its own: client references are
  // grouped by the server chunk that imports them, and published pages load none of it
  const { CmsPreview } = await import('../../blocks/cms-preview.tsx');
  // the entry as the editor edits it: the default content
  const entry = result.status === 'found' ? result.entry : undefined;
  const config = getAppConfig();
  return (
    <>
      <meta name="robots" content="noindex" />
      {result.status === 'failed' ? <ContentErrorBox error={result.error.message} /> : null}
      <CmsPreview
        model={PAGE_MODEL}
        apiKey={config.cmsPublicKey ?? ''}
        apiHost={config.cmsApiHost}
        content={entry ?? null}
        productsBySku={await loadProducts(parseBlockTree(entry?.data.blocks ?? []).products)}
        nonce={getNonce()}
      />
    </>
  );
};
