// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createSignUpSubmit } from './sign-up-submit.ts';

// only the clock the debounce reads is faked: the window passes when a test advances it
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const form = document.createElement('form');

/** A sign-up whose call stays out until the test answers it. */
const pendingSignUp = () => {
  const sent: string[] = [];
  const settled: string[] = [];
  const submitting: boolean[] = [];
  let answer = (_outcome: string) => {};
  const steps = {
    check: (_form: HTMLFormElement) => 'entry',
    send: (entry: string) => {
      sent.push(entry);
      return new Promise<string>((resolve) => (answer = resolve));
    },
    settle: (outcome: string) => settled.push(outcome),
    onSubmitting: (value: boolean) => submitting.push(value),
  };
  return { steps, sent, settled, submitting, answer: (outcome: string) => answer(outcome) };
};

test('one call at a time: a submit while the call is out is dropped, even past the debounce', async () => {
  const submit = createSignUpSubmit(500);
  const signUp = pendingSignUp();
  const first = submit(form, signUp.steps);
  await vi.waitFor(() => expect(signUp.sent).toEqual(['entry']));
  vi.advanceTimersByTime(1000);
  await submit(form, signUp.steps);
  expect(signUp.sent).toHaveLength(1);
  signUp.answer('ok');
  await first;
  expect(signUp.settled).toEqual(['ok']);
  expect(signUp.submitting).toEqual([true, false]);
  // positive control: the next submit past the debounce is sent
  vi.advanceTimersByTime(500);
  const next = submit(form, signUp.steps);
  await vi.waitFor(() => expect(signUp.sent).toHaveLength(2));
  signUp.answer('ok');
  await next;
});

test('a refused check sends nothing, and a submit within the debounce of it is dropped', async () => {
  const submit = createSignUpSubmit(500);
  const signUp = pendingSignUp();
  await submit(form, { ...signUp.steps, check: () => undefined });
  await submit(form, signUp.steps);
  expect(signUp.sent).toEqual([]);
  expect(signUp.submitting).toEqual([]);
  vi.advanceTimersByTime(500);
  const next = submit(form, signUp.steps);
  await vi.waitFor(() => expect(signUp.sent).toEqual(['entry']));
  signUp.answer('ok');
  await next;
});
