import { ErrorPage } from '../server-components/error-page.tsx';

export default async function NotFoundPage() {
  return <ErrorPage status={404} />;
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
