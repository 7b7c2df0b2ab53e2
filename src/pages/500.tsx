import { ErrorPage } from '../server-components/error-page.tsx';

// Rendered by the error-pages middleware when another render fails.
export default async function ServerErrorPage() {
  return <ErrorPage status={500} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
