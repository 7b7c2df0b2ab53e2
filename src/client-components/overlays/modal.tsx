'use client';

import { css } from '@linaria/core';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { colors } from '../../lib/theme.ts';
import { toastHostStore } from '../../lib/toasts.ts';
import { CloseIcon } from '../../components/icons/icon.tsx';
import { containTab } from './contain-tab.ts';

const dialog = css`
  position: fixed;
  right: 1rem;
  bottom: var(--chat-clearance, 1rem);
  z-index: 80;
  width: min(26rem, calc(100vw - 2rem));
  max-height: calc(100dvh - var(--chat-clearance, 1rem) - 1rem);
  overflow-y: auto;
  padding: 1.5rem;
  border-radius: 14px;
  background: ${colors.paper};
  box-shadow: 0 20px 60px rgb(0 0 0 / 0.25);

  h2 {
    margin: 0 2rem 0.5rem 0;
    font-size: 1.25rem;
  }
`;

const description = css`
  margin: 0 0 1rem;
  color: ${colors.inkMuted};
`;

const close = css`
  position: absolute;
  top: 0.75rem;
  right: 0.75rem;
  display: inline-flex;
  padding: 0.35rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.inkMuted};
  cursor: pointer;
`;

/**
 * The generic modal (docs/behaviour.md#overlays): bottom-right, optional title and description,
 * a close button; focus moves in on open, stays in while open (Escape closes), and
 * goes back to the opener on close.
 */
export const Modal = ({
  title,
  description: text,
  onClose,
  children,
}: {
  title?: string | undefined;
  description?: string | undefined;
  onClose: () => void;
  children?: ReactNode;
}) => {
  const ref = useRef<HTMLDivElement>(null);
  const toastHost = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // the toast area shows in the dialog while it is open (the page behind is covered)
  useEffect(() => {
    const host = toastHost.current;
    toastHostStore.set(host);
    return () => toastHostStore.set((current) => (current === host ? null : current));
  }, []);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      } else if (event.key === 'Tab' && ref.current) {
        containTab(ref.current, event);
      }
    };
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('keydown', handleKey);
      opener?.focus();
    };
  }, [onClose]);

  // content that replaces the focused control (the SMS form's success state) would drop the
  // focus to the page behind: it comes back to the dialog, which its title names
  useEffect(() => {
    if (ref.current && !ref.current.contains(document.activeElement)) {
      ref.current.focus();
    }
  });

  return (
    <div
      ref={ref}
      className={dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={text ? descriptionId : undefined}
      tabIndex={-1}
    >
      {title ? <h2 id={titleId}>{title}</h2> : null}
      {text ? (
        <p id={descriptionId} className={description}>
          {text}
        </p>
      ) : null}
      {children}
      <div ref={toastHost} />
      <button type="button" className={close} aria-label="Close" onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
};
