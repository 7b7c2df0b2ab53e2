'use client';

import { css } from '@linaria/core';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cartQuantityStore } from '../../lib/shopper/browser/shopper-client.ts';
import {
  SHOPPER_CART_ATTRIBUTE,
  SHOPPER_CART_PROPERTY,
  SHOPPER_STALE_ATTRIBUTE,
} from '../../lib/shopper/shopper-markers.ts';
import { colors } from '../../lib/theme.ts';
import { addToCartToastStore } from '../../lib/toasts.ts';
import type { AddToCartToast } from '../overlays/add-to-cart-toast.tsx';

// the toast is not in the page's first load: it is loaded when one first opens (an add to
// cart, on the page or in the chat), the add's own request having taken longer
const loadAddToCartToast = () =>
  import('../overlays/add-to-cart-toast.tsx').then((module) => module.AddToCartToast);

const AddToCartToastOnFirstOpen = () => {
  const open = useSyncExternalStore(
    addToCartToastStore.subscribe,
    () => addToCartToastStore.get().open,
    () => false,
  );
  const [Toast, setToast] = useState<typeof AddToCartToast>();
  useEffect(() => {
    if (open && !Toast) {
      void loadAddToCartToast().then((loaded) => setToast(() => loaded));
    }
  }, [open, Toast]);
  return Toast ? <Toast /> : null;
};

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
  html[${SHOPPER_STALE_ATTRIBUTE}] & {
    visibility: hidden;
  }
`;

// the server's markup: a count only once the head script has painted one it read
// (src/server-components/page-wide/shopper-request.tsx); none without scripts
const earlyBadge = css`
  display: none;
  counter-reset: shopper-cart var(${SHOPPER_CART_PROPERTY});
  html[${SHOPPER_CART_ATTRIBUTE}] & {
    display: block;
  }
  &::before {
    content: counter(shopper-cart);
  }
`;

const EARLY = Symbol('early');

/**
 * The header's cart link. Its badge is the sum of cart line quantities as last checked: the
 * shopper's answer, an add to cart (docs/behaviour.md#states), kept with the header's stored
 * parts so a new tab shows it at once. A count nobody has checked is not shown.
 */
export const CartLink = ({
  icon,
  tabIndex,
}: {
  /** the cart's icon, rendered by the server: no page's script carries it */
  icon: ReactNode;
  /** -1 in a placeholder: the header that replaces it would take the focus away */
  tabIndex?: -1;
}) => {
  const quantity = useSyncExternalStore<number | undefined | typeof EARLY>(
    cartQuantityStore.subscribe,
    cartQuantityStore.get,
    () => EARLY,
  );
  return (
    <div className={wrapper}>
      <a
        className={link}
        href="/cart"
        aria-label={typeof quantity === 'number' ? `Cart, ${quantity} items` : 'Cart'}
        tabIndex={tabIndex}
      >
        {icon}
        {quantity === EARLY ? (
          <span className={`${badge} ${earlyBadge}`} data-testid="cart-badge" aria-hidden="true" />
        ) : quantity === undefined ? null : (
          <span className={badge} data-testid="cart-badge" aria-hidden="true">
            {quantity}
          </span>
        )}
      </a>
      <AddToCartToastOnFirstOpen />
    </div>
  );
};
