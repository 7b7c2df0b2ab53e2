import { expect, test } from 'vitest';
import { isDocumentRequest, pageUrlOf } from './request-kind.ts';

const get = (url: string, accept = '*/*') => new Request(url, { headers: { accept } });

test('a full page load and an in-app navigation render a page; an asset and a server function do not', () => {
  expect(pageUrlOf(get('http://shop.test/science', 'text/html'))?.href).toBe(
    'http://shop.test/science',
  );
  expect(pageUrlOf(get('http://shop.test/RSC/R/science.txt'))?.href).toBe(
    'http://shop.test/science',
  );
  expect(pageUrlOf(get('http://shop.test/assets/app.js'))).toBeUndefined();
  expect(pageUrlOf(get('http://shop.test/RSC/F/abc/action.txt'))).toBeUndefined();
  expect(pageUrlOf(get('http://shop.test/RSC/R/science'))).toBeUndefined();
});

test("an in-app navigation's page address is read from its RSC address", () => {
  expect(pageUrlOf(get('http://shop.test/RSC/R/_root.txt'))?.href).toBe('http://shop.test/');
  expect(pageUrlOf(get('http://shop.test/RSC/R/blocks/forms.txt?query=refcode%3DA1'))?.href).toBe(
    'http://shop.test/blocks/forms?refcode=A1',
  );
  expect(pageUrlOf(get('http://shop.test/science?x=1', 'text/html'))?.href).toBe(
    'http://shop.test/science?x=1',
  );
});

test('a HEAD reads a page as its GET does; other methods render none', () => {
  const head = new Request('http://shop.test/science', {
    method: 'HEAD',
    headers: { accept: 'text/html' },
  });
  expect(pageUrlOf(head)?.href).toBe('http://shop.test/science');
  const post = new Request('http://shop.test/science', {
    method: 'POST',
    headers: { accept: 'text/html' },
  });
  expect(pageUrlOf(post)).toBeUndefined();
});

test('an RSC address is never a full page load, whatever it accepts', () => {
  expect(isDocumentRequest(get('http://shop.test/science', 'text/html'))).toBe(true);
  expect(isDocumentRequest(get('http://shop.test/RSC/R/science.txt', 'text/html'))).toBe(false);
  expect(isDocumentRequest(get('http://shop.test/RSC/R/_root.txt', 'text/html'))).toBe(false);
});
