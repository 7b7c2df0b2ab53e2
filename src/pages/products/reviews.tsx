import type { PageProps } from 'waku/router';
import { CmsPage } from '../../server-components/cms/cms-page.tsx';

export default async function ProductReviewsPage({ path, query }: PageProps<'/products/reviews'>) {
  // the page's stylesheets, linked once (docs/decisions/012-one-stylesheet-link-per-chunk.md)
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <CmsPage path={path} query={query} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
