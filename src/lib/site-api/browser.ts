import type { Cart } from '../../../contracts/site-api.ts';

// Placeholder so the blocks compile; the site-API client replaces this file at merge.
export const addProductToCart = async (
  _productId: string | number,
  _quantity?: number,
): Promise<Cart> => {
  throw new Error('not implemented');
};

// Placeholder (drop at merge)
export const reportReferralCode = async (code: string): Promise<void> => {
  await fetch(`/customer/referrer/${encodeURIComponent(code)}`, {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
};
