import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { StarRating } from './star-rating.tsx';

const starsOf = (kind: string) =>
  screen.getByRole('img', { name: /^Rated/ }).querySelectorAll(`[data-star="${kind}"]`);

test('4.5 shows four full stars and a half star', () => {
  render(<StarRating rating={4.5} />);
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  expect(starsOf('full')).toHaveLength(4);
  expect(starsOf('half')).toHaveLength(1);
  expect(screen.getByText('(4.5/5)')).toBeInTheDocument();
});

test('4.4 shows four full stars and no half star', () => {
  render(<StarRating rating={4.4} />);
  expect(starsOf('full')).toHaveLength(4);
  expect(starsOf('half')).toHaveLength(0);
  expect(starsOf('empty')).toHaveLength(1);
});

test('the rating defaults to 0', () => {
  render(<StarRating />);
  expect(screen.getByText('(0/5)')).toBeInTheDocument();
  expect(starsOf('full')).toHaveLength(0);
});

test('never shows more than five stars', () => {
  render(<StarRating rating={7} />);
  expect(starsOf('full')).toHaveLength(5);
});
