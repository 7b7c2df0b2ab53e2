import { expect, test } from 'vitest';
import { createLeadingDebounce } from './debounce.ts';

test('the first call goes through; calls closer than the wait are dropped', () => {
  let clock = 0;
  const accept = createLeadingDebounce(500, () => clock);
  expect(accept()).toBe(true);
  clock = 300;
  expect(accept()).toBe(false);
  clock = 700;
  // 400 ms after the dropped call: still within the wait of the last call
  expect(accept()).toBe(false);
  clock = 1200;
  expect(accept()).toBe(true);
});
