'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import type { createNewsletterSubmit } from './newsletter-submit.ts';

/**
 * The footer's e-mail signup (docs/behaviour.md#footer, #validation, #failures). What a submit
 * does (./newsletter-submit.ts) is not in the page's first load: it loads when the shopper
 * first focuses the form, and a submit that comes before it waits for it
 * (docs/decisions/014-browser-code-on-first-use.md). Its look is the footer's
 * (`className`, src/server-components/layout/site-footer.tsx): this island's code, and a
 * stylesheet of its own, arrive after the page's first paint.
 */
export const NewsletterForm = ({ className }: { className?: string }) => {
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
      className={className}
      method="post"
      noValidate
      onFocus={handleFirstUse}
      onSubmit={handleSubmit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div>
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
        <p id={errorId} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
};
