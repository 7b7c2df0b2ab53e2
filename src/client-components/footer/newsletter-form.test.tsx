import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { resetCsrf } from '../../lib/site-api/browser.ts';
import { resetToasts, toastStore } from '../../lib/toasts.ts';
import { NewsletterForm } from './newsletter-form.tsx';

const origin = window.location.origin;
const bodies: unknown[] = [];
const csrfHeaders: (string | null)[] = [];
const server = setupServer(
  http.get(`${origin}/csrf`, () =>
    HttpResponse.json({ headerName: 'X-CSRF-TOKEN', token: 'token-1' }),
  ),
  http.post(`${origin}/email/multi/subscribe`, async ({ request }) => {
    csrfHeaders.push(request.headers.get('X-CSRF-TOKEN'));
    bodies.push(await request.json());
    return HttpResponse.json({ status: 'subscribed' });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  // the browser client holds its CSRF token for the page's lifetime
  resetCsrf();
  server.resetHandlers();
  bodies.length = 0;
  csrfHeaders.length = 0;
  act(() => {
    resetToasts();
  });
});
afterAll(() => server.close());

const toastTexts = () => toastStore.get().map((toast) => `${toast.severity}: ${toast.description}`);

test('an empty or invalid address shows Invalid Email Address and sends nothing', async () => {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid Email Address');
  await new Promise((resolve) => setTimeout(resolve, 510));
  await user.type(screen.getByLabelText('Email address'), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Invalid Email Address');
  expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toHaveLength(0);
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
  await user.type(screen.getByLabelText('Email address'), 'shopper@example.com');
  await user.dblClick(screen.getByRole('button', { name: 'Sign up' }));
  await waitFor(() => expect(toastTexts()).toHaveLength(1));
  expect(bodies).toHaveLength(1);
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
