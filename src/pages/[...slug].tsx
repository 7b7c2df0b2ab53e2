import type { PageProps } from 'waku/router';
import { CmsPage } from '../server-components/cms/cms-page.tsx';

export default async function ContentPage({ path, query }: PageProps<'/[...slug]'>) {
  return <CmsPage path={path} query={query} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
