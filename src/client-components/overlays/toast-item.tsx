'use client';

import { css, cx } from '@linaria/core';
import { useEffect } from 'react';
import { dismissToast, type Toast, type ToastSeverity } from '../../lib/toasts.ts';
import { colors } from '../../lib/theme.ts';
import { CloseIcon } from '../../components/icons/icon.tsx';

/*
 * One toast: its look, its timer and its close button, loaded with the first toast of the
 * page (toast-area.tsx), which no page shows as it loads.
 */

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

export const ToastItem = ({ toast }: { toast: Toast }) => {
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
