import type { PageProps } from 'waku/router';
import { CmsPage } from '../../server-components/cms/cms-page.tsx';

export default async function ProductReviewsPage({ path, query }: PageProps<'/products/reviews'>) {
  return <CmsPage path={path} query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
