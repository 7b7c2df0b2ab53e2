import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { StarRating } from './star-rating.tsx';

// how many of the five places the stars fill, in half steps
const filledPlaces = () =>
  Number(screen.getByRole('img', { name: /^Rated/ }).style.getPropertyValue('--filled'));

test('4.5 shows four full stars and a half star', () => {
  render(<StarRating rating={4.5} />);
  expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  expect(filledPlaces()).toBe(4.5);
  expect(screen.getByText('(4.5/5)')).toBeInTheDocument();
});

test('4.4 shows four full stars and no half star', () => {
  render(<StarRating rating={4.4} />);
  expect(filledPlaces()).toBe(4);
});

test('3.7 shows three full stars and a half star', () => {
  render(<StarRating rating={3.7} />);
  expect(filledPlaces()).toBe(3.5);
});

test('the rating defaults to 0', () => {
  render(<StarRating />);
  expect(screen.getByText('(0/5)')).toBeInTheDocument();
  expect(filledPlaces()).toBe(0);
});

test('never shows more than five stars', () => {
  render(<StarRating rating={7} />);
  expect(filledPlaces()).toBe(5);
});

test('a negative rating fills no star', () => {
  render(<StarRating rating={-1} />);
  expect(filledPlaces()).toBe(0);
});

test('an average with many places reads to one decimal place, a vanishing one as 0', () => {
  render(<StarRating rating={4.6666667} />);
  expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
  expect(screen.getByText('(4.7/5)')).toBeInTheDocument();
  render(<StarRating rating={2.312575325140029e-103} />);
  expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
});
