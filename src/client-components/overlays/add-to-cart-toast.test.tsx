import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { closeAddToCartToast, openAddToCartToast } from '../../lib/toasts.ts';
import { AddToCartToast } from './add-to-cart-toast.tsx';

afterEach(() => act(() => closeAddToCartToast()));

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
