'use client';

import { css, cx } from '@linaria/core';
import { useState } from 'react';
import { addProductToCart } from '../../lib/site-api/browser-lazy.ts';
import { colors, outlinedInForcedColors, paintedInForcedColors } from '../../lib/theme.ts';
import { openAddToCartToast } from '../../lib/toasts.ts';

/**
 * Adding from a content block (docs/behaviour.md#failures): 'Added to cart' or 'Failed to add to cart',
 * the latter without a request when the block has no product id.
 */
const useAddToCart = (productId: string | number | undefined, productName?: string) => {
  const [adding, setAdding] = useState(false);
  const add = async () => {
    if (adding) {
      return;
    }
    if (productId === undefined || productId === '') {
      openAddToCartToast('error', 'Failed to add to cart');
      return;
    }
    setAdding(true);
    try {
      await addProductToCart(productId);
      openAddToCartToast('success', 'Added to cart', productName);
    } catch {
      openAddToCartToast('error', 'Failed to add to cart');
    } finally {
      setAdding(false);
    }
  };
  return { adding, add };
};

const CART =
  'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M10 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm7 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z';
const cartMask = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${CART}" fill="none" stroke="black" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>`,
)}")`;

// The cart icon is a CSS mask, not inline SVG: a carousel of cards would carry it once per card.
const button = css`
  &::after {
    content: '';
    width: 20px;
    height: 20px;
    background: currentColor;
    flex-shrink: 0;
    mask: ${cartMask} center / contain no-repeat;
    ${paintedInForcedColors('ButtonText')}
  }
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${colors.primary};
  color: ${colors.paper};
  cursor: pointer;
  &:hover {
    background: ${colors.primaryHover};
  }
  &[aria-busy='true'] {
    opacity: 0.6;
    cursor: progress;
  }
  ${outlinedInForcedColors}
`;

const labelled = css`
  width: auto;
  height: auto;
  padding: 0.75rem 1.75rem;
  border-radius: 999px;
  font-weight: 600;
  gap: 0.5rem;
`;

/** An icon button on cards; with a `label`, a text button (the Product Banner's 'Add to Cart'). */
export const AddToCartButton = ({
  productId,
  productName,
  label,
  className,
}: {
  productId?: string | number | undefined;
  productName: string;
  label?: string | undefined;
  className?: string | undefined;
}) => {
  const { adding, add } = useAddToCart(productId, productName);
  return (
    <button
      type="button"
      className={cx(button, label !== undefined && labelled, className)}
      aria-label={label === undefined ? `Add ${productName} to cart` : undefined}
      // not `disabled`: a disabled button loses the keyboard focus, which then never returns
      aria-disabled={adding || undefined}
      aria-busy={adding || undefined}
      onClick={() => void add()}
    >
      {label}
    </button>
  );
};
