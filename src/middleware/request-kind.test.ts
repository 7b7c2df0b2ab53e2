import { expect, test } from 'vitest';
import { isPageRequest, pageUrlOf } from './request-kind.ts';

const get = (url: string, accept = '*/*') => new Request(url, { headers: { accept } });

test('a full page load and an in-app navigation both render a page; an asset does not', () => {
  expect(isPageRequest(get('http://shop.test/science', 'text/html'))).toBe(true);
  expect(isPageRequest(get('http://shop.test/RSC/R/science.txt'))).toBe(true);
  expect(isPageRequest(get('http://shop.test/assets/app.js'))).toBe(false);
});

test("an in-app navigation's page address is read from its RSC address", () => {
  expect(pageUrlOf(get('http://shop.test/RSC/R/_root.txt')).href).toBe('http://shop.test/');
  expect(pageUrlOf(get('http://shop.test/RSC/R/blocks/forms.txt?query=refcode%3DA1')).href).toBe(
    'http://shop.test/blocks/forms?refcode=A1',
  );
  expect(pageUrlOf(get('http://shop.test/science?x=1', 'text/html')).href).toBe(
    'http://shop.test/science?x=1',
  );
});
