import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { addToCartToastStore } from '../../lib/toasts.ts';
import { ProductCard, type ProductCardData } from './product-card.tsx';

const product = (overrides: Partial<ProductCardData> = {}): ProductCardData => ({
  id: 42,
  name: 'Omega Balance',
  url: '/products/omega-balance',
  img: 'https://cdn.example/omega.png',
  imgAlt: 'A bottle of Omega Balance',
  price: '$39.00',
  rating: 4.5,
  info: '',
  shortDescription: 'Fish\toil\u00a0softgels',
  tagColor: '#000000',
  tagTextColor: '#FFFFFF',
  ...overrides,
});

test('falls back to the short description, with tabs and no-break spaces as spaces', () => {
  render(<ProductCard product={product()} />);
  expect(screen.getByText('Fish oil softgels')).toBeInTheDocument();
});

test('shows the configured info when it is set', () => {
  render(<ProductCard product={product({ info: 'Heart health' })} />);
  expect(screen.getByText('Heart health')).toBeInTheDocument();
  expect(screen.queryByText('Fish oil softgels')).not.toBeInTheDocument();
});

test('the whole card is one link labelled with name, info, price, tag and rating', () => {
  render(<ProductCard product={product({ info: 'Heart health', tag: 'New' })} />);
  const link = screen.getByRole('link', {
    name: 'Omega Balance, Heart health, $39.00, New, 4.5 Stars',
  });
  expect(link).toHaveAttribute('href', '/products/omega-balance');
  expect(screen.getByRole('img', { name: 'A bottle of Omega Balance' })).toBeInTheDocument();
  // shown, but said once, by the label: not again to a screen reader
  expect(screen.queryByRole('img', { name: 'Rated 4.5 out of 5' })).toBeNull();
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5', hidden: true })).toBeVisible();
  for (const text of ['$39.00', 'Heart health', 'New']) {
    expect(screen.getByText(text)).toHaveAttribute('aria-hidden', 'true');
  }
});

test('a card without a link, so without its label, keeps its text for screen readers', () => {
  render(<ProductCard product={product({ info: 'Heart health', url: '' })} />);
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  expect(screen.getByText('$39.00')).not.toHaveAttribute('aria-hidden');
});

test('the tag badge uses its colours', () => {
  render(<ProductCard product={product({ tag: 'Sale', tagColor: '#ff0000' })} />);
  expect(screen.getByText('Sale')).toHaveStyle({ background: '#ff0000', color: '#FFFFFF' });
});

test('the add to cart button does not follow the card link', async () => {
  const user = userEvent.setup();
  const followed = vi.fn();
  render(<ProductCard product={product({ id: undefined })} />);
  screen.getByRole('link').addEventListener('click', followed);
  await user.click(screen.getByRole('button', { name: 'Add Omega Balance to cart' }));
  expect(followed).not.toHaveBeenCalled();
  expect(addToCartToastStore.get()).toMatchObject({
    type: 'error',
    message: 'Failed to add to cart',
  });
});

test("the card's link says an average rating to one decimal place, as its stars do", () => {
  render(<ProductCard product={product({ info: 'Heart health', rating: 4.6666667 })} />);
  expect(
    screen.getByRole('link', { name: 'Omega Balance, Heart health, $39.00, 4.7 Stars' }),
  ).toBeInTheDocument();
});
