import { expect, test } from 'vitest';
import { safeForLog } from './log-safe.ts';

test('control characters and line breaks are removed', () => {
  expect(safeForLog('abc\u001b[31mRED\u0007\r\nfake line\u0085\u2028x\u007f')).toBe(
    'abc[31mREDfake linex',
  );
});

test('a long value is cut', () => {
  expect(safeForLog('a'.repeat(6000))).toBe(`${'a'.repeat(300)}…`);
});

test('printable text, accents and emoji stay', () => {
  expect(safeForLog('/über/café?q=✓ 🙂')).toBe('/über/café?q=✓ 🙂');
});
