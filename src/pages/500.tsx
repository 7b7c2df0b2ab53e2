import { ErrorPage } from '../server-components/error-page.tsx';

// Rendered by the error-pages middleware when another render fails.
export default async function ServerErrorPage() {
  // the page's stylesheets, linked once (docs/decisions/012-one-stylesheet-link-per-chunk.md)
  return (
    <>
      {import.meta.viteRsc.loadCss()}
      <ErrorPage status={500} />
    </>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
