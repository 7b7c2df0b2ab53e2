'use client';

import { css, cx } from '@linaria/core';
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react';
import {
  ADD_TO_CART_TOAST_MS,
  addToCartToastStore,
  closeAddToCartToast,
} from '../../lib/toasts.ts';
import { closeIconButton, colors } from '../../lib/theme.ts';
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
  ${closeIconButton}
  margin-left: auto;
`;

const announcementHeight = () =>
  document.querySelector<HTMLElement>('[data-announcement-banner]')?.offsetHeight ?? 0;

/**
 * The add-to-cart toast (docs/behaviour.md#overlays, #states): success green with a check, error red with
 * an X; hides itself after 3 s, and a new open restarts that timer. A success names the
 * product and links to the cart.
 * The keyboard reaches "View cart" from where it is: Add to Cart keeps the focus, and the next
 * Tab from there goes to the link (the toast sits in the header, far before it in the Tab
 * order). The hide waits while focus or pointer is on the toast; closing it with the focus
 * inside gives the focus back to where the Tab came from.
 */
export const AddToCartToast = () => {
  const state = useSyncExternalStore(
    addToCartToastStore.subscribe,
    addToCartToastStore.get,
    addToCartToastStore.getServerSnapshot,
  );
  const [top, setTop] = useState(MOBILE_OFFSET_PX);
  // held open while the pointer or focus is on it, so its link can be reached
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  // where the focus was when the toast opened (Add to Cart keeps it), and where it goes back
  const opener = useRef<HTMLElement | null>(null);
  const toastRef = useRef<HTMLDivElement>(null);
  const viewCartRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (state.open) {
      setTop(announcementHeight() + MOBILE_OFFSET_PX);
      const active = document.activeElement;
      if (active instanceof HTMLElement && !toastRef.current?.contains(active)) {
        opener.current = active;
      }
    } else {
      // a removed toast sends no blur or pointer leave: the next one starts unheld
      setHovered(false);
      setFocused(false);
    }
  }, [state.open, state.openedAt]);

  useEffect(() => {
    if (!state.open || state.type !== 'success') {
      return undefined;
    }
    const handleKeyDown = (event: KeyboardEvent) => {
      const plainTab =
        event.key === 'Tab' && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
      if (plainTab && opener.current && event.target === opener.current) {
        event.preventDefault();
        viewCartRef.current?.focus();
      }
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [state.open, state.type]);

  useEffect(() => {
    if (!state.open || held) {
      return undefined;
    }
    const timer = window.setTimeout(closeAddToCartToast, ADD_TO_CART_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [state.open, state.openedAt, held]);

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) {
      setFocused(false);
    }
  };

  const handleClose = () => {
    const focusInside = toastRef.current?.contains(document.activeElement) === true;
    closeAddToCartToast();
    if (focusInside && opener.current?.isConnected) {
      opener.current.focus();
    }
  };

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
      ref={toastRef}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      {state.type === 'success' ? <CheckIcon /> : <CloseIcon />}
      <p className={text}>
        <span>{state.message}</span>
        {state.type === 'success' && state.productName ? <span>{state.productName}</span> : null}
      </p>
      {state.type === 'success' ? (
        <a className={viewCart} href="/cart" ref={viewCartRef}>
          View cart
        </a>
      ) : null}
      <button type="button" className={close} aria-label="Close" onClick={handleClose}>
        <CloseIcon />
      </button>
    </div>
  );
};
