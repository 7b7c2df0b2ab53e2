import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, expect, test, vi } from 'vitest';
import { Modal } from './modal.tsx';

// vitest.setup.dom.ts stands in for jsdom's missing modal dialogs; a spy in its place here
// shows the modal opened as one (the inert page and the scrim: e2e/sms-modal.spec.ts)
const showModal = vi.fn(function showModal(this: HTMLDialogElement) {
  this.open = true;
});
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = showModal;
});

const Page = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <a href="/behind">A link behind the modal</a>
      {open ? (
        <Modal title="Text me" description="Offers by SMS" onClose={() => setOpen(false)}>
          <input aria-label="Phone number" />
          <button type="button">Submit</button>
        </Modal>
      ) : null}
    </>
  );
};

test('the modal opens as a modal dialog with its title, description and a close button, and takes the focus', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: 'Text me' });
  expect(dialog.tagName).toBe('DIALOG');
  expect(showModal).toHaveBeenCalledOnce();
  expect(showModal.mock.contexts[0]).toBe(dialog);
  expect(dialog).toHaveAttribute('open');
  expect(dialog).toHaveTextContent('Offers by SMS');
  expect(dialog).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

test('Tab and Shift+Tab stay inside the open modal', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

test('Escape closes the modal and the focus goes back to the opener', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

test('the close button closes the modal and the focus goes back to the opener', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});

test('a modal the browser closes by itself (an Escape it would not let us refuse) is closed', async () => {
  const user = userEvent.setup();
  render(<Page />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole<HTMLDialogElement>('dialog', { name: 'Text me' });
  act(() => {
    dialog.open = false;
    dialog.dispatchEvent(new Event('close'));
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
});
