import { enteredEmail, focusEmailField, isEmailAddress } from '../../lib/email-form.ts';
import { submitNewsletterSignup } from '../../lib/site-api/browser-lazy.ts';
import { sayOutcome } from '../../lib/sign-up-outcome.ts';
import { createSignUpSubmit } from '../../lib/sign-up-submit.ts';
import { publishToast } from '../../lib/toasts.ts';

// its newer message replaces its older one
const TOAST_SOURCE = 'newsletter';

/** docs/behaviour.md#constants: newsletter submits are debounced 500 ms on the leading edge. */
export const NEWSLETTER_DEBOUNCE_MS = 500;

/**
 * What a submit of the footer's e-mail sign-up does (docs/behaviour.md#footer, #validation,
 * #failures), loaded when the shopper first focuses its form (./newsletter-form.tsx): the
 * address check, the call, and what the form says of its outcome, through the form's state.
 */
export const createNewsletterSubmit = ({
  setProblem,
  setSubmitting,
}: {
  /** the form's message under the field; undefined clears it */
  setProblem: (text: string | undefined) => void;
  setSubmitting: (submitting: boolean) => void;
}) => {
  const submit = createSignUpSubmit(NEWSLETTER_DEBOUNCE_MS);
  return (form: HTMLFormElement) =>
    submit(form, {
      check: async (formElement) => {
        const email = enteredEmail(formElement);
        if (!(await isEmailAddress(email))) {
          setProblem('Invalid Email Address');
          focusEmailField(formElement);
          return undefined;
        }
        setProblem(undefined);
        return email;
      },
      send: submitNewsletterSignup,
      settle: (outcome, formElement) =>
        sayOutcome(outcome, {
          ok: () => {
            formElement.reset();
            publishToast({
              description: 'Thank you! Keep an eye on your inbox!',
              severity: 'success',
              source: TOAST_SOURCE,
            });
          },
          formError: setProblem,
          failure: 'Unable to submit email',
          source: TOAST_SOURCE,
        }),
      onSubmitting: setSubmitting,
    });
};
