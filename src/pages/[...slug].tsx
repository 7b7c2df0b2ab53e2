import type { PageProps } from 'waku/router';
import { unstable_notFound as notFound } from 'waku/router/server';
import { isContentPath } from '../lib/content-path.ts';
import { CmsPage } from '../server-components/cms/cms-page.tsx';
import { safeForLog } from '../lib/log-safe.ts';

export default async function ContentPage({ path, query }: PageProps<'/[...slug]'>) {
  if (!isContentPath(path)) {
    // docs/behaviour.md#errors and #failures: a failed route validation is the fatal not-found error
    console.error(`Page Not Found: ${safeForLog(path)}`);
    notFound();
  }
  // the page's stylesheets, linked once (docs/decisions/012-one-stylesheet-link-per-chunk.md)
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <CmsPage path={path} query={query} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
