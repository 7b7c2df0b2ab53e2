import { expect, test } from 'vitest';
import { ownPathOf } from './own-path.ts';

test('our own paths come back as the path, query and fragment a browser would load', () => {
  expect(ownPathOf('/science?x=1#faq')).toBe('/science?x=1#faq');
  expect(ownPathOf('/a/../products')).toBe('/products');
});

test('an address that starts with / but resolves to another host is not ours', () => {
  for (const url of ['/\\evil.com', '/\\/evil.com', '/\t/evil.com', '//evil.com', '/\n/evil.com']) {
    expect(ownPathOf(url), JSON.stringify(url)).toBeUndefined();
  }
});

test('anything that is not a path is not ours', () => {
  for (const url of ['science', 'https://evil.com/', 'javascript:alert(1)', '']) {
    expect(ownPathOf(url), url).toBeUndefined();
  }
});
