import { expect, test } from 'vitest';
import { randomString } from './random-bytes.ts';

test('hands out bytes of the asked length and encoding, never the same twice across refills', () => {
  const seen = new Set<string>();
  // past the 4 kB batch several times
  for (let index = 0; index < 2_000; index += 1) {
    const id = randomString(16, 'hex');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    seen.add(id);
  }
  expect(seen.size).toBe(2_000);
  expect(Buffer.from(randomString(16, 'base64'), 'base64')).toHaveLength(16);
  expect(randomString(8, 'hex')).toMatch(/^[0-9a-f]{16}$/);
});
