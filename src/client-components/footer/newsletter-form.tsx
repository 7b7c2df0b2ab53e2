'use client';

import { css } from '@linaria/core';
import { useId, useState } from 'react';
import { submitNewsletterSignup } from '../../lib/site-api/browser-lazy.ts';
import { colors, primaryPillButton } from '../../lib/theme.ts';
import { publishToast } from '../../lib/toasts.ts';
import { enteredEmail, focusEmailField, isEmailAddress } from '../../lib/email-form.ts';
import { sayOutcome } from '../../lib/sign-up-outcome.ts';
import { useSignUpSubmit } from '../../lib/sign-up-submit.ts';

// its newer message replaces its older one
const TOAST_SOURCE = 'newsletter';

/** docs/behaviour.md#constants: newsletter submits are debounced 500 ms on the leading edge. */
export const NEWSLETTER_DEBOUNCE_MS = 500;

const form = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const row = css`
  display: flex;
  gap: 0.5rem;
  input {
    flex: 1;
    min-width: 0;
    padding: 0.7rem 1rem;
    border: 1px solid ${colors.border};
    border-radius: 999px;
    background: ${colors.paper};
  }
  button {
    padding: 0.7rem 1.3rem;
    ${primaryPillButton}
  }
  button[aria-disabled='true'],
  input:read-only {
    opacity: 0.6;
  }
`;

const error = css`
  margin: 0;
  color: ${colors.error};
  font-size: 0.875rem;
`;

/** The footer's e-mail signup (docs/behaviour.md#footer, #validation, #failures). */
export const NewsletterForm = () => {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const inputId = useId();
  const errorId = useId();

  const { submitting, onSubmit } = useSignUpSubmit({
    debounceMs: NEWSLETTER_DEBOUNCE_MS,
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
  });

  return (
    // a submit before the page hydrates posts back to the page: what was typed stays out of the URL
    <form className={form} method="post" noValidate onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className={row}>
        <input
          id={inputId}
          type="email"
          name="email"
          placeholder="Email address"
          autoComplete="email"
          // read-only and aria-disabled, not disabled: a disabled control drops the keyboard
          // focus to the page, and it never comes back
          readOnly={submitting}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? errorId : undefined}
        />
        <button type="submit" aria-disabled={submitting || undefined}>
          Sign up
        </button>
      </div>
      {problem ? (
        <p id={errorId} className={error} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
};
