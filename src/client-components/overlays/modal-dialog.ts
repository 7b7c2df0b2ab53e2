import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog, as its aria-modal promises. */
const containTab = (dialogElement: HTMLElement, event: KeyboardEvent) => {
  const focusable = [...dialogElement.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  const active = document.activeElement;
  if (!first || !last || !dialogElement.contains(active)) {
    event.preventDefault();
    first?.focus();
    return;
  }
  if (event.shiftKey && (active === first || active === dialogElement)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
};

/**
 * A modal `<dialog>` (docs/behaviour.md#overlays) shown while `open`: `showModal()` puts it
 * in the top layer, the page behind inert under its scrim; Tab stays in it (a native modal
 * lets Tab leave for the browser's own controls); and once it closes, or leaves the page,
 * the focus goes back: to what `returnFocusTo` names then (none: it stays where the closing
 * put it), else to what had it when the dialog opened. Its own close (Escape, `close()`)
 * is the parent's to hear (`onClose`), which then sets `open` false.
 */
export const useModalDialog = (
  open: boolean,
  returnFocusTo?: () => HTMLElement | null | undefined,
) => {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef(returnFocusTo);
  returnTo.current = returnFocusTo;
  useEffect(() => {
    const element = ref.current;
    if (!open || !element) {
      return undefined;
    }
    const opener = document.activeElement as HTMLElement | null;
    if (!element.open) {
      element.showModal();
    }
    // this runs once the dialog has closed or left the page, so the page is no longer inert
    return () => {
      if (element.open) {
        element.close();
      }
      const target = returnTo.current ? returnTo.current() : opener;
      target?.focus();
    };
  }, [open]);
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      containTab(event.currentTarget, event.nativeEvent);
    }
  };
  return { ref, onKeyDown };
};
