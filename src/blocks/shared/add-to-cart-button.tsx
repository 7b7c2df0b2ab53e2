'use client';

import type { Product } from '../../../contracts/site-api.ts';

// Stand-in for the blocks-a AddToCartButton, only so blocks-b typechecks; dropped at merge.
export const AddToCartButton = ({
  productName,
  label = 'Add to Cart',
}: {
  productId: Product['id'] | undefined;
  productName: string;
  label?: string;
  variant?: 'icon' | 'button';
}) => (
  <button type="button" data-product-name={productName}>
    {label}
  </button>
);
