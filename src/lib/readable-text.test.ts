import { expect, test } from 'vitest';
import { altText, isReadable } from './readable-text.ts';

test('text of spaces and combining marks has nothing to read', () => {
  expect(isReadable(' \u00a0\t')).toBe(false);
  expect(isReadable('\u0301\u0302')).toBe(false);
  expect(isReadable('D3')).toBe(true);
});

// generated seed 6 (docs/decisions/030-generated-answers.md): `alt=" "` fails axe image-alt
test("an alt text with nothing to read becomes '', the mark of a decorative image", () => {
  expect(altText(' ')).toBe('');
  expect(altText('\u00a0\u0301')).toBe('');
  expect(altText(undefined)).toBe('');
  expect(altText('A calm bedroom')).toBe('A calm bedroom');
});
