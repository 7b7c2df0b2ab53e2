import { ErrorPage } from '../server-components/error-page.tsx';

export default async function NotFoundPage() {
  // the page's stylesheets, linked once (docs/decisions/012-one-stylesheet-link-per-chunk.md)
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ErrorPage status={404} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
