const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside the dialog, as its aria-modal promises. */
export const containTab = (dialogElement: HTMLElement, event: KeyboardEvent) => {
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
