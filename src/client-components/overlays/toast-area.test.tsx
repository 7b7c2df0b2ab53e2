import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { publishToast, resetToasts } from '../../lib/toasts.ts';
import { Modal } from './modal.tsx';
import { ToastArea } from './toast-area.tsx';

afterEach(() => {
  act(() => {
    resetToasts();
  });
  vi.useRealTimers();
});

// a toast's code comes with the first toast; once it is in, the tests below see each toast as
// it is published, as a page does after its first
beforeAll(async () => {
  const { unmount } = render(<ToastArea />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  act(() => {
    publishToast({ description: 'First', severity: 'info' });
  });
  expect(await screen.findByText('First')).toBeInTheDocument();
  act(() => {
    resetToasts();
  });
  unmount();
});

test('a toast shows its description and severity and closes after 4000 ms by default', () => {
  vi.useFakeTimers();
  render(<ToastArea />);
  act(() => {
    publishToast({ description: 'Thank you! Keep an eye on your inbox!', severity: 'success' });
  });
  const toast = screen.getByText('Thank you! Keep an eye on your inbox!');
  expect(toast.parentElement).toHaveAttribute('data-severity', 'success');
  act(() => {
    vi.advanceTimersByTime(3999);
  });
  expect(screen.getByText('Thank you! Keep an eye on your inbox!')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  expect(screen.queryByText('Thank you! Keep an eye on your inbox!')).not.toBeInTheDocument();
});

test('messages append, each with its own duration, and close on demand', () => {
  vi.useFakeTimers();
  render(<ToastArea />);
  act(() => {
    publishToast({ description: 'Unable to submit email', severity: 'error', duration: 1000 });
    publishToast({ description: 'Saved', severity: 'info' });
  });
  expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
  act(() => {
    vi.advanceTimersByTime(1000);
  });
  expect(screen.queryByText('Unable to submit email')).not.toBeInTheDocument();
  act(() => {
    screen.getByRole('button', { name: 'Close' }).click();
  });
  expect(screen.queryByText('Saved')).not.toBeInTheDocument();
});

test('resetting closes the area and clears every message', () => {
  render(<ToastArea />);
  act(() => {
    publishToast({ description: 'One', severity: 'warn' });
    publishToast({ description: 'Two', severity: 'info' });
  });
  act(() => {
    resetToasts();
  });
  expect(screen.queryByText('One')).not.toBeInTheDocument();
  expect(screen.queryByText('Two')).not.toBeInTheDocument();
});

test("while a modal is open its own form's toasts show inside it, and go back to the page when it closes", () => {
  const { rerender } = render(
    <>
      <ToastArea />
      <Modal title="Text me" toastSource="sms" onClose={() => {}} />
    </>,
  );
  act(() => {
    publishToast({ description: 'Unable to submit SMS.', severity: 'error', source: 'sms' });
  });
  const dialog = screen.getByRole('dialog', { name: 'Text me' });
  expect(dialog).toContainElement(screen.getByText('Unable to submit SMS.'));
  rerender(<ToastArea />);
  expect(screen.getByRole('status')).toHaveTextContent('Unable to submit SMS.');
});

test("another form's toast waits outside the dialog, out of its Tab loop", () => {
  render(<ToastArea />);
  act(() => {
    publishToast({
      description: 'Thank you! Keep an eye on your inbox!',
      severity: 'success',
      source: 'newsletter',
    });
  });
  render(<Modal title="Text me" toastSource="sms" onClose={() => {}} />);
  act(() => {
    publishToast({ description: 'Unable to submit SMS.', severity: 'error', source: 'sms' });
  });
  const dialog = screen.getByRole('dialog', { name: 'Text me' });
  expect(dialog).toContainElement(screen.getByText('Unable to submit SMS.'));
  expect(dialog).not.toContainElement(screen.getByText('Thank you! Keep an eye on your inbox!'));
  // the dialog's own close and its own message's
  expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
});

test('a newer message from the same source replaces the older one; other sources stay', () => {
  render(<ToastArea />);
  act(() => {
    publishToast({ description: 'Saved', severity: 'info' });
    publishToast({
      description: 'Unable to submit email',
      severity: 'error',
      source: 'newsletter',
    });
    publishToast({
      description: 'Thank you! Keep an eye on your inbox!',
      severity: 'success',
      source: 'newsletter',
    });
  });
  expect(screen.queryByText('Unable to submit email')).not.toBeInTheDocument();
  expect(screen.getByText('Thank you! Keep an eye on your inbox!')).toBeInTheDocument();
  expect(screen.getByText('Saved')).toBeInTheDocument();
});
