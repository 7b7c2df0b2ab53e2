import { unstable_notFound as notFound } from 'waku/router/server';

// Content pages arrive with the CMS; until a path has content it is not found.
export default async function ContentPage() {
  notFound();
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
