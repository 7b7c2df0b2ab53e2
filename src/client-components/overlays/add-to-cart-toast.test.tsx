import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { ADD_TO_CART_TOAST_MS, closeAddToCartToast, openAddToCartToast } from '../../lib/toasts.ts';
import { AddToCartToast } from './add-to-cart-toast.tsx';

afterEach(() => {
  act(() => closeAddToCartToast());
  vi.useRealTimers();
});

// the page around the toast: Add to Cart keeps the focus while it adds (docs/behaviour.md#overlays)
const renderWithAddButton = () => {
  render(
    <>
      <AddToCartToast />
      <button type="button">Add Omega-3 Fish Oil to cart</button>
      <button type="button">Next on the page</button>
    </>,
  );
  const add = screen.getByRole('button', { name: 'Add Omega-3 Fish Oil to cart' });
  add.focus();
  act(() => openAddToCartToast('success', 'Added to cart', 'Omega-3 Fish Oil'));
  return add;
};

const wait = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

test('a success names the product and links to the cart', () => {
  render(<AddToCartToast />);
  act(() => openAddToCartToast('success', 'Added to cart', 'Omega-3 Fish Oil'));
  const toast = screen.getByTestId('add-to-cart-toast');
  expect(toast).toHaveTextContent('Added to cart');
  expect(toast).toHaveTextContent('Omega-3 Fish Oil');
  expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
});

test('a failure offers no cart link', () => {
  render(<AddToCartToast />);
  act(() => openAddToCartToast('error', 'Failed to add to cart'));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to add to cart');
  expect(screen.queryByRole('link', { name: 'View cart' })).not.toBeInTheDocument();
});

test('the auto-hide waits while the focus is in the toast and resumes when it leaves', () => {
  vi.useFakeTimers();
  renderWithAddButton();
  const viewCart = screen.getByRole('link', { name: 'View cart' });
  act(() => viewCart.focus());
  // the pointer passing over and away does not end the focus's hold
  fireEvent.pointerOver(screen.getByTestId('add-to-cart-toast'));
  fireEvent.pointerOut(screen.getByTestId('add-to-cart-toast'));
  wait(ADD_TO_CART_TOAST_MS * 2);
  expect(screen.getByTestId('add-to-cart-toast')).toBeInTheDocument();
  act(() => screen.getByRole('button', { name: 'Next on the page' }).focus());
  wait(ADD_TO_CART_TOAST_MS - 1);
  expect(screen.getByTestId('add-to-cart-toast')).toBeInTheDocument();
  wait(1);
  expect(screen.queryByTestId('add-to-cart-toast')).not.toBeInTheDocument();
});

test('the auto-hide waits while the pointer is on the toast and resumes when it leaves', () => {
  vi.useFakeTimers();
  renderWithAddButton();
  const toast = screen.getByTestId('add-to-cart-toast');
  fireEvent.pointerOver(toast);
  wait(ADD_TO_CART_TOAST_MS * 2);
  expect(toast).toBeInTheDocument();
  fireEvent.pointerOut(toast);
  wait(ADD_TO_CART_TOAST_MS);
  expect(screen.queryByTestId('add-to-cart-toast')).not.toBeInTheDocument();
});

test('the next Tab from Add to Cart reaches "View cart"; closing gives the focus back', () => {
  vi.useFakeTimers();
  const add = renderWithAddButton();
  fireEvent.keyDown(add, { key: 'Tab' });
  expect(screen.getByRole('link', { name: 'View cart' })).toHaveFocus();
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByTestId('add-to-cart-toast')).not.toBeInTheDocument();
  expect(add).toHaveFocus();
  // a toast closed while held does not stay held: the next one hides itself again
  act(() => openAddToCartToast('success', 'Added to cart', 'Omega-3 Fish Oil'));
  wait(ADD_TO_CART_TOAST_MS);
  expect(screen.queryByTestId('add-to-cart-toast')).not.toBeInTheDocument();
});
