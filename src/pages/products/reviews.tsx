import { brand } from '../../lib/theme.ts';

export default async function ProductReviewsPage() {
  return (
    <section>
      <title>{`Reviews | ${brand.name}`}</title>
      <h1>Product reviews</h1>
    </section>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
