import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import { STORED_SHOPPER_KEY } from '../../../contracts/shopper.ts';
import { cartQuantityStore, storeCartQuantity } from '../../lib/cart-quantity.ts';
import { readStoredShopper, writeStoredShopper } from '../../lib/shopper/browser/stored-shopper.ts';
import { closeAddToCartToast, openAddToCartToast } from '../../lib/toasts.ts';
import { CartLink } from './cart-link.tsx';

afterEach(() => {
  localStorage.clear();
  act(() => {
    cartQuantityStore.set(undefined);
    closeAddToCartToast();
  });
  vi.useRealTimers();
});

test('the badge shows the checked count', () => {
  act(() => cartQuantityStore.set(6));
  render(<CartLink icon={null} />);
  expect(screen.getByRole('link', { name: 'Cart, 6 items' })).toHaveAttribute('href', '/cart');
  expect(screen.getByTestId('cart-badge')).toHaveTextContent('6');
});

test('a count nobody checked is not shown: no badge, no number in the name', () => {
  render(<CartLink icon={null} />);
  expect(screen.getByRole('link', { name: 'Cart' })).toBeInTheDocument();
  expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
});

test("the server's markup has no number: the head script paints a checked one in CSS", () => {
  const html = renderToString(<CartLink icon={null} />);
  expect(html).toContain('aria-label="Cart"');
  expect(html).toMatch(/data-testid="cart-badge" aria-hidden="true"><\/span>/);
});

test('an add to cart elsewhere moves the badge, and the stored copy keeps the count', () => {
  writeStoredShopper({ signedIn: true, initials: 'JR', accountMenu: [], cartQuantity: 1 });
  act(() => cartQuantityStore.set(1));
  render(<CartLink icon={null} />);
  act(() => {
    storeCartQuantity(3);
  });
  expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();
  expect(readStoredShopper()?.cartQuantity).toBe(3);
  expect(localStorage.getItem(STORED_SHOPPER_KEY)).toContain('"cartQuantity":3');
});

// the toast's module is loaded at its first open (cart-link.tsx): this one opens, then closes
const renderWithToastLoaded = async () => {
  render(<CartLink icon={null} />);
  act(() => {
    openAddToCartToast('success', 'Added to cart');
  });
  await screen.findByTestId('add-to-cart-toast');
  act(() => {
    closeAddToCartToast();
  });
};

test('the add-to-cart toast hides after 3 s, and a new open restarts the timer', async () => {
  await renderWithToastLoaded();
  vi.useFakeTimers();
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

test('the toast closes at once with its close button', async () => {
  await renderWithToastLoaded();
  act(() => {
    openAddToCartToast('success', 'Added to cart');
  });
  act(() => {
    screen.getByRole('button', { name: 'Close' }).click();
  });
  expect(screen.queryByTestId('add-to-cart-toast')).not.toBeInTheDocument();
});
