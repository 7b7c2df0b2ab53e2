import { expect, test, vi } from 'vitest';
import { rememberLast } from './remember-last.ts';

test('computes each input once while it is kept', () => {
  const compute = vi.fn((input: string) => input.toUpperCase());
  const upper = rememberLast(compute);
  expect(upper('banner')).toBe('BANNER');
  expect(upper('banner')).toBe('BANNER');
  expect(compute).toHaveBeenCalledTimes(1);
});

test('keeps no more than its number of inputs: the least recently used is computed again', () => {
  const compute = vi.fn((input: string) => ({ length: input.length }));
  const measure = rememberLast(compute, { max: 2 });
  measure('a');
  measure('bb');
  measure('ccc');
  measure('a');
  expect(compute.mock.calls.map(([input]) => input)).toEqual(['a', 'bb', 'ccc', 'a']);
});

test('keeps no more characters than its limit, so long CMS strings cannot fill the heap', () => {
  const compute = vi.fn((input: string) => input);
  const same = rememberLast(compute, { maxChars: 1000 });
  const long = 'x'.repeat(600);
  same(long);
  same(long.replace('x', 'y'));
  // each entry counts 1,200 characters (input and result): neither is kept
  same(long);
  expect(compute).toHaveBeenCalledTimes(3);
});

test('an empty input with an empty result is remembered too (generated-20: an empty banner message was a 500)', () => {
  const compute = vi.fn((input: string) => input);
  const same = rememberLast(compute);
  expect(same('')).toBe('');
  expect(same('')).toBe('');
  expect(compute).toHaveBeenCalledTimes(1);
});
