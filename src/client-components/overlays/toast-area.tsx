'use client';

import { css, cx } from '@linaria/core';
import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import {
  dismissToast,
  toastHostStore,
  toastStore,
  type Toast,
  type ToastSeverity,
} from '../../lib/toasts.ts';
import { colors } from '../../lib/theme.ts';
import { chatOpenStore } from '../page-wide/chat.tsx';
import { CloseIcon } from '../../components/icons/icon.tsx';

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

const item = css`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.85rem 1rem;
  border-radius: 10px;
  border-left: 5px solid currentColor;
  background: ${colors.paper};
  box-shadow: 0 10px 30px rgb(0 0 0 / 0.15);
  p {
    margin: 0;
    color: ${colors.ink};
  }
`;

const severityColor: Record<ToastSeverity, string> = {
  success: css`
    color: ${colors.success};
  `,
  warn: css`
    color: ${colors.warn};
  `,
  error: css`
    color: ${colors.error};
  `,
  info: css`
    color: ${colors.info};
  `,
};

const close = css`
  margin-left: auto;
  padding: 0.15rem;
  border: 0;
  background: transparent;
  color: ${colors.inkMuted};
  cursor: pointer;
`;

const ToastItem = ({ toast }: { toast: Toast }) => {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissToast(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration]);
  return (
    <div className={cx(item, severityColor[toast.severity])} data-severity={toast.severity}>
      <p>{toast.description}</p>
      <button
        type="button"
        className={close}
        aria-label="Close"
        onClick={() => dismissToast(toast.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
};

/**
 * docs/behaviour.md#overlays: notification toasts, bottom-right, each closing after its duration;
 * inside the open modal dialog while there is one, which would otherwise cover them.
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
  const items = toasts.map((toast) => <ToastItem key={toast.id} toast={toast} />);
  return host ? (
    createPortal(
      <div className={inDialog} role="status" aria-live="polite">
        {items}
      </div>,
      host,
    )
  ) : (
    <div className={cx(area, chatOpen && besideChat)} role="status" aria-live="polite">
      {items}
    </div>
  );
};
