'use client';

import { css, cx } from '@linaria/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  ADD_TO_CART_TOAST_MS,
  addToCartToastStore,
  closeAddToCartToast,
} from '../../lib/toasts.ts';
import { colors } from '../../lib/theme.ts';
import { CheckIcon, CloseIcon } from '../../components/icons/icon.tsx';

/** docs/behaviour.md#constants: attached to the cart icon from this width up, under the header below it. */
const DESKTOP_MIN_WIDTH = 769;
const MOBILE_OFFSET_PX = 50;

const toast = css`
  position: fixed;
  top: var(--add-to-cart-toast-top, 50px);
  left: 1rem;
  right: 1rem;
  z-index: 60;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: 10px;
  color: ${colors.paper};
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.18);
  font-weight: 600;

  @media (min-width: ${DESKTOP_MIN_WIDTH}px) {
    position: absolute;
    top: calc(100% + 0.5rem);
    right: 0;
    left: auto;
    width: max-content;
    max-width: 20rem;
  }
`;

const success = css`
  background: ${colors.success};
`;

const failure = css`
  background: ${colors.error};
`;

const text = css`
  display: flex;
  margin: 0;
  flex-direction: column;
  min-width: 0;
  span + span {
    font-weight: 400;
  }
`;

const viewCart = css`
  flex: none;
  padding: 0.35rem 0.8rem;
  border-radius: 999px;
  background: ${colors.paper};
  color: ${colors.success};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

const close = css`
  margin-left: auto;
  display: inline-flex;
  padding: 0.25rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const announcementHeight = () =>
  document.querySelector<HTMLElement>('[data-announcement-banner]')?.offsetHeight ?? 0;

/**
 * The add-to-cart toast (docs/behaviour.md#overlays, #states): success green with a check, error red with
 * an X; hides itself after 3 s, and a new open restarts that timer. A success names the
 * product and links to the cart.
 */
export const AddToCartToast = () => {
  const state = useSyncExternalStore(
    addToCartToastStore.subscribe,
    addToCartToastStore.get,
    addToCartToastStore.getServerSnapshot,
  );
  const [top, setTop] = useState(MOBILE_OFFSET_PX);
  // held open while the pointer or focus is on it, so its link can be reached
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (state.open) {
      setTop(announcementHeight() + MOBILE_OFFSET_PX);
    }
  }, [state.open, state.openedAt]);

  useEffect(() => {
    if (!state.open || held) {
      return undefined;
    }
    const timer = window.setTimeout(closeAddToCartToast, ADD_TO_CART_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [state.open, state.openedAt, held]);

  if (!state.open) {
    return null;
  }
  return (
    <div
      className={cx(toast, state.type === 'success' ? success : failure)}
      // a custom property, so the desktop rule (attached to the icon) still wins
      style={{ ['--add-to-cart-toast-top' as string]: `${top}px` }}
      role={state.type === 'success' ? 'status' : 'alert'}
      data-testid="add-to-cart-toast"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {state.type === 'success' ? <CheckIcon /> : <CloseIcon />}
      <p className={text}>
        <span>{state.message}</span>
        {state.type === 'success' && state.productName ? <span>{state.productName}</span> : null}
      </p>
      {state.type === 'success' ? (
        <a className={viewCart} href="/cart">
          View cart
        </a>
      ) : null}
      <button type="button" className={close} aria-label="Close" onClick={closeAddToCartToast}>
        <CloseIcon />
      </button>
    </div>
  );
};
