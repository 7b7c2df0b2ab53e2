'use client';

import { css } from '@linaria/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { colors, primaryPillButton } from '../../lib/theme.ts';
import type { createNewsletterSubmit } from './newsletter-submit.ts';

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

/**
 * The footer's e-mail signup (docs/behaviour.md#footer, #validation, #failures). What a submit
 * does (./newsletter-submit.ts) is not in the page's first load: it loads when the shopper
 * first focuses the form, and a submit that comes before it waits for it
 * (docs/decisions/014-browser-code-on-first-use.md).
 */
export const NewsletterForm = () => {
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [submitting, setSubmitting] = useState(false);
  const inputId = useId();
  const errorId = useId();
  // the form's one submit, made when its code first arrives: it holds the debounce
  const submitRef = useRef<ReturnType<typeof createNewsletterSubmit>>(undefined);
  const loadSubmit = () =>
    import('./newsletter-submit.ts').then(
      ({ createNewsletterSubmit }) =>
        (submitRef.current ??= createNewsletterSubmit({ setProblem, setSubmitting })),
    );

  const handleFirstUse = () => {
    void loadSubmit();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    void loadSubmit().then((submit) => submit(formElement));
  };

  return (
    // a submit before the page hydrates posts back to the page: what was typed stays out of the URL
    <form
      className={form}
      method="post"
      noValidate
      onFocus={handleFirstUse}
      onSubmit={handleSubmit}
    >
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
