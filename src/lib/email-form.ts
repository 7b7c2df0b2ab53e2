/**
 * What the e-mail forms (newsletter, partner form) share. The address is read from the
 * form, not from state: one typed before the page hydrated is only in the field. The check
 * loads zod at the first submit (docs/decisions/014-browser-code-on-first-use.md).
 */

/** The trimmed value of the form's `email` field, or '' without one. */
export const enteredEmail = (form: HTMLFormElement): string => {
  const entered = new FormData(form).get('email');
  return typeof entered === 'string' ? entered.trim() : '';
};

export const isEmailAddress = async (value: string): Promise<boolean> =>
  (await import('./email-address.ts')).isEmailAddress(value);

/** Puts the shopper back in the address field, where the fix is, after a refused address. */
export const focusEmailField = (form: HTMLFormElement): void => {
  const field = form.elements.namedItem('email');
  if (field instanceof HTMLInputElement) {
    field.focus();
  }
};
