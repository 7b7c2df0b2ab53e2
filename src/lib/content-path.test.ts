import { expect, test } from 'vitest';
import { isContentPath } from './content-path.ts';

test.each([
  '/',
  '/science',
  '/blocks/forms/',
  '/products/omega-3_60',
  '/caf%C3%A9',
  '/café',
  '/v1.2',
])('%s can be a content page', (path) => {
  expect(isContentPath(path)).toBe(true);
});

test.each(['/.env', '/.git/config', '/a/../b', '/a//b', '/x<script>', "/it's", '/a b'])(
  '%s cannot',
  (path) => {
    expect(isContentPath(path)).toBe(false);
  },
);
