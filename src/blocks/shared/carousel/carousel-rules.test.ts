import { expect, test } from 'vitest';
import {
  clampPage,
  itemsPerPage,
  nextPage,
  pageCount,
  prevPage,
  slideDirection,
} from './carousel-rules.ts';
import { swipeDirection } from './carousel-swipe.ts';

test('one item per page up to a 768px container, two up to 960px, then the page size', () => {
  expect(itemsPerPage(768)).toBe(1);
  expect(itemsPerPage(769)).toBe(2);
  expect(itemsPerPage(960)).toBe(2);
  expect(itemsPerPage(961)).toBe(4);
  expect(itemsPerPage(1400, 3)).toBe(3);
});

test('a page size of 1 always shows one item', () => {
  expect(itemsPerPage(900, 1)).toBe(1);
  expect(itemsPerPage(1400, 1)).toBe(1);
});

test('page count is the item count over items per page, rounded up', () => {
  expect(pageCount(9, 4)).toBe(3);
  expect(pageCount(8, 4)).toBe(2);
  expect(pageCount(1, 4)).toBe(1);
});

test('next on the last page wraps to the first, previous on the first wraps to the last', () => {
  expect(nextPage(2, 3)).toBe(3);
  expect(nextPage(3, 3)).toBe(1);
  expect(prevPage(2, 3)).toBe(1);
  expect(prevPage(1, 3)).toBe(3);
});

test('a page beyond the page count becomes the last page', () => {
  expect(clampPage(5, 3)).toBe(3);
  expect(clampPage(2, 3)).toBe(2);
});

test('the direction is next for a later page and prev for an earlier one', () => {
  expect(slideDirection(1, 3)).toBe('next');
  expect(slideDirection(3, 2)).toBe('prev');
});

test('a swipe must travel more than 20px: left goes next, right goes previous', () => {
  expect(swipeDirection(-20)).toBeUndefined();
  expect(swipeDirection(-21)).toBe('next');
  expect(swipeDirection(20)).toBeUndefined();
  expect(swipeDirection(21)).toBe('prev');
});
