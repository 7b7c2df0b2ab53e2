'use client';

import { css, cx } from '@linaria/core';
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { createStore } from '../../lib/create-store.ts';
import { toastHostStore, toastStore, type Toast } from '../../lib/toasts.ts';
import { chatOpenStore } from '../page-wide/chat.tsx';
import type { ToastItem as ToastItemComponent } from './toast-item.tsx';

/*
 * A toast's own code comes with the first toast: the status regions it shows in are here from
 * the start, so it is announced when it arrives (docs/decisions/014-browser-code-on-first-use.md).
 * Not React.lazy: its Suspense boundary would hold the first toast back until a timer fires.
 */
const toastItemStore = createStore<typeof ToastItemComponent | null>(null);

const loadToastItem = () =>
  import('./toast-item.tsx').then(({ ToastItem }) => toastItemStore.set(() => ToastItem));

const area = css`
  position: fixed;
  right: 1rem;
  bottom: var(--chat-clearance, 1rem);
  z-index: 70;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(22rem, calc(100vw - 2rem));
`;

/*
 * While the chat panel is open (the vendor's frame: 380 px wide, up to 580 px tall, 12 px from
 * the corner, public/taia/chat.css) the toasts keep out of it: beside it where the screen is
 * wide enough, above it otherwise. What the chat adds to the cart is said here, not in it.
 */
const besideChat = css`
  @media (min-width: 800px) {
    right: calc(min(380px, 100vw - 24px) + 24px);
  }
  @media (max-width: 799.98px) {
    top: 1rem;
    bottom: auto;
  }
`;

// inside an open dialog: in its flow, under what the form says
const inDialog = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  &:not(:empty) {
    margin-top: 1rem;
  }
`;

/**
 * docs/behaviour.md#overlays: notification toasts, bottom-right, each closing after its duration;
 * a modal dialog's own form's toasts inside it while it is open, which would otherwise cover
 * them. Every other toast stays in the page area, behind the scrim and out of the dialog.
 */
export const ToastArea = () => {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.get,
    toastStore.getServerSnapshot,
  );
  const host = useSyncExternalStore(
    toastHostStore.subscribe,
    toastHostStore.get,
    toastHostStore.getServerSnapshot,
  );
  const chatOpen = useSyncExternalStore(
    chatOpenStore.subscribe,
    chatOpenStore.get,
    chatOpenStore.getServerSnapshot,
  );
  const ToastItem = useSyncExternalStore(
    toastItemStore.subscribe,
    toastItemStore.get,
    toastItemStore.getServerSnapshot,
  );
  const waiting = toasts.length > 0 && ToastItem === null;
  useEffect(() => {
    if (waiting) {
      void loadToastItem();
    }
  }, [waiting]);
  const inHost = (toast: Toast) => host !== null && toast.source === host.source;
  const items = (shown: Toast[]) =>
    ToastItem && shown.map((toast) => <ToastItem key={toast.id} toast={toast} />);
  return (
    <>
      <div className={cx(area, chatOpen && besideChat)} role="status" aria-live="polite">
        {items(toasts.filter((toast) => !inHost(toast)))}
      </div>
      {host
        ? createPortal(
            <div className={inDialog} role="status" aria-live="polite">
              {items(toasts.filter(inHost))}
            </div>,
            host.element,
          )
        : null}
    </>
  );
};
