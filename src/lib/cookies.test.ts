import { afterEach, expect, test, vi } from 'vitest';
import { readCookie, serverCookie, withCookie } from './cookies.ts';

afterEach(() => vi.unstubAllEnvs());

test('a server cookie is HttpOnly, Lax and site-wide, and Secure in a build', () => {
  vi.stubEnv('DEV', false);
  expect(serverCookie('_dyid_server', '123', 31536000)).toBe(
    '_dyid_server=123; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax',
  );
});

test('under npm run dev (plain http) it goes without Secure', () => {
  vi.stubEnv('DEV', true);
  expect(serverCookie('locale', 'en-CA')).toBe('locale=en-CA; Path=/; HttpOnly; SameSite=Lax');
});

test("a value cannot add attributes, and a lifetime is capped at browsers' 400 days", () => {
  vi.stubEnv('DEV', false);
  const cookie = serverCookie('v', 'x; Domain=evil.example', 10 * 365 * 24 * 60 * 60);
  expect(cookie).toBe(
    'v=x%3B%20Domain%3Devil.example; Max-Age=34560000; Path=/; HttpOnly; Secure; SameSite=Lax',
  );
  expect(readCookie(cookie.split(';')[0], 'v')).toBe('x; Domain=evil.example');
});

test('a name that is not a cookie token is refused', () => {
  expect(() => serverCookie('a b;c', '1')).toThrow();
});

test('withCookie sets one cookie and keeps the others', () => {
  expect(withCookie('a=1; locale=en-US; b=2', 'locale', 'en-CA')).toBe('a=1; b=2; locale=en-CA');
  expect(withCookie(undefined, 'locale', 'en-CA')).toBe('locale=en-CA');
  expect(readCookie(withCookie('mock-session=x', 'locale', 'en-CA'), 'locale')).toBe('en-CA');
});
