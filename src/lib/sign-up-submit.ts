import { useState, type FormEvent } from 'react';
import { createLeadingDebounce } from './debounce.ts';

/**
 * The submit of a sign-up form (the newsletter, SMS and partner forms;
 * docs/behaviour.md#validation, #failures): the form's own check first, which says what is
 * wrong and calls nothing when it refuses (`undefined`); then one call at a time, a submit
 * within `debounceMs` of the previous one dropped (docs/behaviour.md#constants), and what
 * the form says of the call's outcome. `submitting` keeps the fields read-only, not
 * disabled: a disabled control drops the keyboard focus to the page.
 */
export const useSignUpSubmit = <Entry, Outcome>({
  debounceMs,
  enabled = true,
  check,
  send,
  settle,
}: {
  debounceMs: number;
  /** false: the form cannot be sent yet (nothing chosen), and a submit is not counted */
  enabled?: boolean;
  check: (form: HTMLFormElement) => Entry | undefined | Promise<Entry | undefined>;
  send: (entry: Entry) => Promise<Outcome>;
  settle: (outcome: Outcome, form: HTMLFormElement) => void;
}) => {
  const [submitting, setSubmitting] = useState(false);
  const [acceptSubmit] = useState(() => createLeadingDebounce(debounceMs));
  const submit = async (form: HTMLFormElement) => {
    const entry = await check(form);
    if (entry === undefined) {
      return;
    }
    setSubmitting(true);
    const outcome = await send(entry);
    setSubmitting(false);
    settle(outcome, form);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enabled && !submitting && acceptSubmit()) {
      void submit(event.currentTarget);
    }
  };
  return { submitting, onSubmit };
};
