import { createStore } from './create-store.ts';

/** Notification toasts (docs/behaviour.md#data, #states, #constants): published anywhere, shown by the toast area. */
export type ToastSeverity = 'success' | 'warn' | 'error' | 'info';

export type Toast = {
  id: number;
  description: string;
  severity: ToastSeverity;
  /** ms before it closes by itself */
  duration: number;
  /** who said it (a form): a newer message from the same source replaces the older one */
  source?: string | undefined;
};

const TOAST_DURATION_MS = 4000;

let nextId = 1;

export const toastStore = createStore<Toast[]>([]);

export const publishToast = ({
  description,
  severity,
  duration = TOAST_DURATION_MS,
  source,
}: {
  description: string;
  severity: ToastSeverity;
  duration?: number;
  source?: string;
}) => {
  const toast = { id: nextId++, description, severity, duration, source };
  toastStore.set((toasts) => [
    ...toasts.filter((shown) => source === undefined || shown.source !== source),
    toast,
  ]);
  return toast.id;
};

export const dismissToast = (id: number) =>
  toastStore.set((toasts) => toasts.filter((toast) => toast.id !== id));

/**
 * While a modal dialog is open the page behind it is covered: the dialog offers a place of
 * its own for the toast area, so what a form in it says about itself shows in it. Only that
 * form's messages (its `source`): another form's waits behind the scrim, out of the dialog's
 * Tab loop, rather than reading as the dialog's outcome.
 */
export type ToastHost = { element: HTMLElement; source: string };

export const toastHostStore = createStore<ToastHost | null>(null);

/** Closes the area and clears every message. */
export const resetToasts = () => toastStore.set([]);

// ---- The add-to-cart toast: one at a time, attached to the cart icon on desktop

export type AddToCartToast = {
  open: boolean;
  type: 'success' | 'error';
  message: string;
  /** the product added, named under the message */
  productName?: string | undefined;
  openedAt: number;
};

export const ADD_TO_CART_TOAST_MS = 3000;

export const addToCartToastStore = createStore<AddToCartToast>({
  open: false,
  type: 'success',
  message: '',
  openedAt: 0,
});

/** Shows the toast; a new open restarts its 3 s timer (the component keys it on openedAt). */
export const openAddToCartToast = (
  type: 'success' | 'error',
  message: string,
  productName?: string,
) => addToCartToastStore.set({ open: true, type, message, productName, openedAt: Date.now() });

export const closeAddToCartToast = () =>
  addToCartToastStore.set((toast) => ({ ...toast, open: false }));
