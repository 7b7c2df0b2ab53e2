import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { server } from '../../../mocks/server/dom-test-server.ts';
import { resetCsrf } from '../../lib/site-api/browser.ts';
import { resetToasts, toastStore } from '../../lib/toasts.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { NEWSLETTER_DEBOUNCE_MS } from './newsletter-submit.ts';

const origin = window.location.origin;
const bodies: unknown[] = [];
const csrfHeaders: (string | null)[] = [];
const baseHandlers = [
  http.get(`${origin}/csrf`, () =>
    HttpResponse.json({ headerName: 'X-CSRF-TOKEN', token: 'token-1' }),
  ),
  http.post(`${origin}/email/multi/subscribe`, async ({ request }) => {
    csrfHeaders.push(request.headers.get('X-CSRF-TOKEN'));
    bodies.push(await request.json());
    return HttpResponse.json({ status: 'subscribed' });
  }),
];

// this file's answers, on top of every mocked backend's (mocks/server/dom-test-server.ts)
beforeEach(() => {
  server.use(...baseHandlers);
});
// Only the clock the submit debounce reads is faked: msw, user-event and Testing Library
// keep real timers, and the debounce window passes only when a test advances the clock.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
});
afterEach(() => {
  vi.useRealTimers();
  // the browser client holds its CSRF token for the page's lifetime
  resetCsrf();
  bodies.length = 0;
  csrfHeaders.length = 0;
  act(() => {
    resetToasts();
  });
});

const toastTexts = () => toastStore.get().map((toast) => `${toast.severity}: ${toast.description}`);

test('an empty or invalid address shows Invalid Email Address and sends nothing', async () => {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  const input = screen.getByLabelText('Email address');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  // the address check loads at the first submit (docs/decisions/014-browser-code-on-first-use.md)
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Email Address');
  // back in the field, where the fix is, not on the button
  expect(input).toHaveFocus();
  vi.advanceTimersByTime(NEWSLETTER_DEBOUNCE_MS);
  await user.type(input, 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid Email Address');
  expect(input).toHaveAttribute('aria-invalid', 'true');

  // positive control: a valid signup, sent after anything the invalid ones might have
  // sent; once it is thanked, it is the only request seen
  vi.advanceTimersByTime(NEWSLETTER_DEBOUNCE_MS);
  await user.clear(input);
  await user.type(input, 'shopper@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() =>
    expect(toastTexts()).toEqual(['success: Thank you! Keep an eye on your inbox!']),
  );
  expect(bodies).toEqual([expect.objectContaining({ email: 'shopper@example.com' })]);
});

test('a valid address is sent with the CSRF header and the footer list, then thanked', async () => {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.type(screen.getByLabelText('Email address'), 'shopper@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() =>
    expect(toastTexts()).toEqual(['success: Thank you! Keep an eye on your inbox!']),
  );
  expect(bodies).toEqual([
    {
      lists: ['footer-opt-ins'],
      messages: [],
      marketingChannel: true,
      email: 'shopper@example.com',
    },
  ]);
  expect(csrfHeaders).toEqual(['token-1']);
  expect(screen.getByLabelText('Email address')).toHaveValue('');
});

test('a second click within 500 ms submits once', async () => {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  const input = screen.getByLabelText('Email address');
  const button = screen.getByRole('button', { name: 'Sign up' });
  await user.type(input, 'shopper@example.com');
  await user.dblClick(button);
  await waitFor(() => expect(toastTexts()).toHaveLength(1));
  // a signup that went through empties the field
  expect(input).toHaveValue('');

  // the first signup is answered and the form is enabled again, but the clock has not
  // moved: a click now is still within 500 ms of the last one, and is ignored.
  // (`clear` first: user-event's own record of the field does not see a form reset)
  await user.clear(input);
  await user.type(input, 'second@example.com');
  await user.click(button);
  // an accepted submit marks the button disabled at once
  expect(button).not.toHaveAttribute('aria-disabled');
  expect(input).toHaveValue('second@example.com');

  // positive control: a click after the window is sent, after anything the ignored clicks
  // might have sent; once it is sent, exactly these two signups have been sent, and its
  // thank-you has replaced the first one's
  vi.advanceTimersByTime(NEWSLETTER_DEBOUNCE_MS);
  await user.click(button);
  await waitFor(() => expect(bodies).toHaveLength(2));
  await waitFor(() => expect(toastTexts()).toHaveLength(1));
  expect(bodies).toEqual([
    expect.objectContaining({ email: 'shopper@example.com' }),
    expect.objectContaining({ email: 'second@example.com' }),
  ]);
});

test('a failing signup shows the failure toast', async () => {
  server.use(
    http.post(`${origin}/email/multi/subscribe`, () => HttpResponse.json({}, { status: 500 })),
  );
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.type(screen.getByLabelText('Email address'), 'shopper@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(toastTexts()).toEqual(['error: Unable to submit email']));
});

test('without a CSRF token the form says so and sends nothing', async () => {
  server.use(http.get(`${origin}/csrf`, () => HttpResponse.json({}, { status: 503 })));
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.type(screen.getByLabelText('Email address'), 'shopper@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('CSRF token missing');
  expect(bodies).toHaveLength(0);
});

test('a submit that comes before the submit code has loaded is sent once it is there', async () => {
  render(<NewsletterForm />);
  const input = screen.getByLabelText('Email address');
  // no focus first, which would have started the load: the submit itself waits for it
  (input as HTMLInputElement).value = 'early@example.com';
  fireEvent.submit(input.closest('form')!);
  await waitFor(() =>
    expect(toastTexts()).toEqual(['success: Thank you! Keep an eye on your inbox!']),
  );
  expect(bodies).toEqual([expect.objectContaining({ email: 'early@example.com' })]);
  expect(input).toHaveValue('');
});
