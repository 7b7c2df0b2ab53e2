import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { server } from '../../../mocks/server/dom-test-server.ts';
import { resetCsrf } from '../../lib/site-api/browser.ts';
import { resetToasts, toastStore } from '../../lib/toasts.ts';
import { formatPhoneNumber, SmsSignup } from './sms-signup.tsx';

const origin = window.location.origin;
const bodies: unknown[] = [];
const baseHandlers = [
  http.get(`${origin}/csrf`, () => HttpResponse.json({ headerName: 'X-CSRF-TOKEN', token: 't' })),
  http.post(`${origin}/sms/subscribe`, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ status: 'subscribed' });
  }),
];

// this file's answers, on top of every mocked backend's (mocks/server/dom-test-server.ts)
beforeEach(() => {
  server.use(...baseHandlers);
});
afterEach(() => {
  // the browser client holds its CSRF token for the page's lifetime
  resetCsrf();
  bodies.length = 0;
  act(() => {
    resetToasts();
  });
});

const open = async () => {
  const user = userEvent.setup();
  render(<SmsSignup />);
  await user.click(screen.getByRole('button', { name: 'Sign up for SMS' }));
  return user;
};

test('the phone format keeps 10 digits only', () => {
  expect(formatPhoneNumber('(555) 010-99887')).toBe('5550109988');
  expect(formatPhoneNumber('abc')).toBe('');
});

test('the modal opens titled with the brand; phone and submit wait for a checkbox', async () => {
  const user = await open();
  expect(screen.getByRole('dialog', { name: 'Lumen Nutrition SMS' })).toBeInTheDocument();
  const phone = screen.getByLabelText('Phone number');
  const submit = screen.getByRole('button', { name: 'Sign up for texts' });
  expect(phone).toBeDisabled();
  expect(phone).toHaveAccessibleDescription(
    'Tick at least one kind of message above to enter your number.',
  );
  expect(submit).toBeDisabled();
  await user.click(screen.getByLabelText('order status updates'));
  expect(phone).toBeEnabled();
  expect(phone).not.toHaveAccessibleDescription();
  expect(submit).toBeEnabled();
  await user.type(phone, '555-abc-0100-77');
  expect(phone).toHaveValue('555010077');
});

test('a short number shows the phone error and sends nothing', async () => {
  const user = await open();
  await user.click(
    screen.getByLabelText('receive marketing text messages (for example, promotions)'),
  );
  await user.type(screen.getByLabelText('Phone number'), '555');
  await user.click(screen.getByRole('button', { name: 'Sign up for texts' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a 10-digit phone number');
  expect(bodies).toHaveLength(0);
});

test('a successful opt-in sends the body and turns the modal into the success state', async () => {
  const user = await open();
  await user.click(
    screen.getByLabelText('receive marketing text messages (for example, promotions)'),
  );
  await user.type(screen.getByLabelText('Phone number'), '5550100777');
  await user.click(screen.getByRole('button', { name: 'Sign up for texts' }));
  const success = await screen.findByRole('dialog', { name: 'Success!' });
  expect(success).toHaveTextContent('Thank you for opting into Lumen Nutrition SMS.');
  expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
  // the submit button it replaced had the focus: it is in the dialog still, not on the page
  expect(success).toHaveFocus();
  expect(bodies).toEqual([
    { phoneNumber: '5550100777', marketingTexts: true, transactionalTexts: false },
  ]);
});

test('a failing opt-in shows the failure toast and keeps the form', async () => {
  server.use(http.post(`${origin}/sms/subscribe`, () => HttpResponse.json({}, { status: 500 })));
  const user = await open();
  await user.click(screen.getByLabelText('order status updates'));
  await user.type(screen.getByLabelText('Phone number'), '5550100777');
  await user.click(screen.getByRole('button', { name: 'Sign up for texts' }));
  await waitFor(() =>
    expect(toastStore.get().map((toast) => toast.description)).toEqual(['Unable to submit SMS.']),
  );
  expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
});

test('without a CSRF token the form says so', async () => {
  server.use(http.get(`${origin}/csrf`, () => HttpResponse.json({}, { status: 503 })));
  const user = await open();
  await user.click(screen.getByLabelText('order status updates'));
  await user.type(screen.getByLabelText('Phone number'), '5550100777');
  await user.click(screen.getByRole('button', { name: 'Sign up for texts' }));
  expect(await screen.findByText('CSRF token missing')).toBeInTheDocument();
  expect(bodies).toHaveLength(0);
});

test('Escape and the close button close the modal', async () => {
  const user = await open();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Sign up for SMS' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
