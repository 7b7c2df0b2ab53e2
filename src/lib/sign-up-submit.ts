import { useState, type FormEvent } from 'react';
import { createLeadingDebounce } from './debounce.ts';

/** What a sign-up form does with a submit that is let through. */
type SignUpSteps<Entry, Outcome> = {
  /** the form's own check: says what is wrong and gives `undefined` when it refuses */
  check: (form: HTMLFormElement) => Entry | undefined | Promise<Entry | undefined>;
  send: (entry: Entry) => Promise<Outcome>;
  settle: (outcome: Outcome, form: HTMLFormElement) => void;
  /** true while the call is out: the form keeps its fields read-only meanwhile */
  onSubmitting: (submitting: boolean) => void;
};

/**
 * The submits of one sign-up form (the newsletter, SMS and partner forms;
 * docs/behaviour.md#validation, #failures): the form's own check first, which calls nothing
 * when it refuses; then one call at a time, a submit within `debounceMs` of the previous one
 * dropped (docs/behaviour.md#constants), and what the form says of the call's outcome.
 */
export const createSignUpSubmit = (debounceMs: number) => {
  const acceptSubmit = createLeadingDebounce(debounceMs);
  let submitting = false;
  return async <Entry, Outcome>(
    form: HTMLFormElement,
    { check, send, settle, onSubmitting }: SignUpSteps<Entry, Outcome>,
  ) => {
    if (submitting || !acceptSubmit()) {
      return;
    }
    const entry = await check(form);
    if (entry === undefined) {
      return;
    }
    submitting = true;
    onSubmitting(true);
    const outcome = await send(entry);
    submitting = false;
    onSubmitting(false);
    settle(outcome, form);
  };
};

/**
 * `createSignUpSubmit` as a form's submit handler. `submitting` keeps the fields read-only,
 * not disabled: a disabled control drops the keyboard focus to the page.
 */
export const useSignUpSubmit = <Entry, Outcome>({
  debounceMs,
  enabled = true,
  ...steps
}: Omit<SignUpSteps<Entry, Outcome>, 'onSubmitting'> & {
  debounceMs: number;
  /** false: the form cannot be sent yet (nothing chosen), and a submit is not counted */
  enabled?: boolean;
}) => {
  const [submitting, setSubmitting] = useState(false);
  const [submit] = useState(() => createSignUpSubmit(debounceMs));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (enabled) {
      void submit(event.currentTarget, { ...steps, onSubmitting: setSubmitting });
    }
  };
  return { submitting, onSubmit };
};
