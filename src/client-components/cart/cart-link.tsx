'use client';

import { css } from '@linaria/core';
import { useEffect, useSyncExternalStore } from 'react';
import {
  cartQuantityStore,
  loadStoredCartQuantity,
  storeCartQuantity,
} from '../../lib/cart-quantity.ts';
import { colors } from '../../lib/theme.ts';
import { CartIcon } from '../../components/icons/icon.tsx';
import { AddToCartToast } from '../overlays/add-to-cart-toast.tsx';

const wrapper = css`
  position: relative;
  display: inline-flex;
`;

const link = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  color: ${colors.ink};
  &:hover {
    background: ${colors.canvas};
  }
`;

const badge = css`
  position: absolute;
  top: 0.1rem;
  right: 0.05rem;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.3rem;
  border-radius: 999px;
  background: ${colors.primary};
  color: ${colors.paper};
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
`;

/**
 * The header's cart link. Its badge is the sum of cart line quantities: the server's
 * count seeds session storage `cartQuantity` (docs/behaviour.md#data), and every add to cart
 * updates the shared store, so the badge moves without a page load. When the server
 * could not read the cart, the count this tab stored last stands (0 when none).
 */
export const CartLink = ({
  initialQuantity,
  tabIndex,
}: {
  initialQuantity: number | undefined;
  /** -1 in a placeholder: the header that replaces it would take the focus away */
  tabIndex?: -1;
}) => {
  useEffect(() => {
    if (initialQuantity === undefined) {
      loadStoredCartQuantity();
    } else {
      storeCartQuantity(initialQuantity);
    }
  }, [initialQuantity]);
  const quantity =
    useSyncExternalStore(
      cartQuantityStore.subscribe,
      cartQuantityStore.get,
      cartQuantityStore.getServerSnapshot,
    ) ??
    initialQuantity ??
    0;
  return (
    <div className={wrapper}>
      <a className={link} href="/cart" aria-label={`Cart, ${quantity} items`} tabIndex={tabIndex}>
        <CartIcon />
        <span className={badge} data-testid="cart-badge" aria-hidden="true">
          {quantity}
        </span>
      </a>
      <AddToCartToast />
    </div>
  );
};
