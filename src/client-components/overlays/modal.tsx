'use client';

import { css } from '@linaria/core';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { colors } from '../../lib/theme.ts';
import { toastHostStore } from '../../lib/toasts.ts';
import { CloseIcon } from '../../components/icons/icon.tsx';
import { useModalDialog } from './modal-dialog.ts';

// a modal dialog in the top layer, kept bottom-right (the browser would centre it) over a scrim
const dialog = css`
  inset: auto 1rem var(--chat-clearance, 1rem) auto;
  width: min(26rem, calc(100vw - 2rem));
  max-width: none;
  max-height: calc(100dvh - var(--chat-clearance, 1rem) - 1rem);
  margin: 0;
  overflow-y: auto;
  padding: 1.5rem;
  border: 0;
  border-radius: 14px;
  background: ${colors.paper};
  color: ${colors.ink};
  box-shadow: 0 20px 60px rgb(0 0 0 / 0.25);
  &::backdrop {
    background: rgb(27 36 32 / 0.55);
  }

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
 * a close button. It is a `<dialog>` opened with `showModal()`: the page behind is inert under a
 * scrim; focus moves in on open, stays in while open (Escape closes), and goes back to the
 * opener on close. Mounted means open: the parent closes it by unmounting it.
 */
export const Modal = ({
  title,
  description: text,
  toastSource,
  onClose,
  children,
}: {
  title?: string | undefined;
  description?: string | undefined;
  /** the `source` of the toasts the form inside publishes: they show in the dialog */
  toastSource?: string | undefined;
  onClose: () => void;
  children?: ReactNode;
}) => {
  // mounted means open; unmounted, the focus goes back to the opener
  const { ref, onKeyDown: keepTabInside } = useModalDialog(true);
  const toastHost = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // the dialog's own form's toasts show in it while it is open (the page behind is covered)
  useEffect(() => {
    const element = toastHost.current;
    if (!element || toastSource === undefined) {
      return undefined;
    }
    const host = { element, source: toastSource };
    toastHostStore.set(host);
    return () => toastHostStore.set((current) => (current === host ? null : current));
  }, [toastSource]);

  // the dialog itself, which its title names, rather than its first checkbox
  useEffect(() => ref.current?.focus(), [ref]);

  // Escape is ours, not the browser's: the parent unmounts the dialog rather than the
  // browser closing it under React
  const handleKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else {
      keepTabInside(event);
    }
  };

  // content that replaces the focused control (the SMS form's success state) would drop the
  // focus to the page behind: it comes back to the dialog, which its title names
  useEffect(() => {
    if (ref.current && !ref.current.contains(document.activeElement)) {
      ref.current.focus();
    }
  });

  return (
    <dialog
      ref={ref}
      className={dialog}
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={text ? descriptionId : undefined}
      tabIndex={-1}
      onKeyDown={handleKeyDown}
      // should the browser close it anyway (a cancel it does not let us refuse), say so
      onClose={onClose}
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
    </dialog>
  );
};
