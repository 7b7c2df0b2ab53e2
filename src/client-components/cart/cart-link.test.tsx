import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { CART_QUANTITY_KEY, storeCartQuantity } from '../../lib/cart-quantity.ts';
import { closeAddToCartToast, openAddToCartToast } from '../../lib/toasts.ts';
import { CartLink } from './cart-link.tsx';

afterEach(() => {
  sessionStorage.clear();
  act(() => {
    closeAddToCartToast();
  });
  vi.useRealTimers();
});

test('the badge shows the server count and stores it in session storage', () => {
  render(<CartLink initialQuantity={6} />);
  expect(screen.getByRole('link', { name: 'Cart, 6 items' })).toHaveAttribute('href', '/cart');
  expect(screen.getByTestId('cart-badge')).toHaveTextContent('6');
  expect(sessionStorage.getItem(CART_QUANTITY_KEY)).toBe('6');
});

test('without a count from the server the stored one stands, and is not overwritten', () => {
  sessionStorage.setItem(CART_QUANTITY_KEY, '4');
  render(<CartLink initialQuantity={undefined} />);
  expect(screen.getByTestId('cart-badge')).toHaveTextContent('4');
  expect(sessionStorage.getItem(CART_QUANTITY_KEY)).toBe('4');
});

test("without a count from the server or a stored one, the badge reads '0'", () => {
  render(<CartLink initialQuantity={undefined} />);
  expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
});

test('an add to cart elsewhere moves the badge', () => {
  render(<CartLink initialQuantity={1} />);
  act(() => {
    storeCartQuantity(3);
  });
  expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  expect(sessionStorage.getItem(CART_QUANTITY_KEY)).toBe('3');
});

test('the add-to-cart toast hides after 3 s, and a new open restarts the timer', () => {
  vi.useFakeTimers();
  render(<CartLink initialQuantity={0} />);
  act(() => {
    openAddToCartToast('success', 'Added to cart');
  });
  expect(screen.getByRole('status')).toHaveTextContent('Added to cart');
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  act(() => {
    openAddToCartToast('error', 'Failed to add to cart');
  });
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to add to cart');
  act(() => {
    vi.advanceTimersByTime(1001);
  });
  expect(screen.queryByTestId('add-to-cart-toast')).not.toBeInTheDocument();
});

test('the toast closes at once with its close button', () => {
  render(<CartLink initialQuantity={0} />);
  act(() => {
    openAddToCartToast('success', 'Added to cart');
  });
  act(() => {
    screen.getByRole('button', { name: 'Close' }).click();
  });
  expect(screen.queryByTestId('add-to-cart-toast')).not.toBeInTheDocument();
});
