import { parse, serialize } from 'hono/utils/cookie';

/** The value of one cookie in a request's Cookie header. */
export const readCookie = (header: string | null | undefined, name: string): string | undefined =>
  header ? parse(header, name)[name] : undefined;

/** A Cookie header with one cookie set to `value`, every other cookie kept as it was. */
export const withCookie = (header: string | undefined, name: string, value: string): string =>
  [
    ...(header ?? '')
      .split(';')
      .map((pair) => pair.trim())
      .filter((pair) => pair !== '' && pair.split('=', 1)[0]?.trim() !== name),
    `${name}=${encodeURIComponent(value)}`,
  ].join('; ');

// browsers cap a cookie's lifetime at 400 days
const MAX_COOKIE_AGE_S = 400 * 24 * 60 * 60;

/**
 * A Set-Cookie value for a cookie the server sets: site-wide, SameSite=Lax, HttpOnly (no
 * script reads the server's cookies) and Secure in every build. `npm run dev` serves plain
 * http, where only some browsers keep a Secure cookie, so it goes without; `npm start`
 * serves a build on http://localhost, which browsers treat as a secure context.
 * Throws on a name that is not a cookie token.
 */
export const serverCookie = (name: string, value: string, maxAgeSeconds?: number): string =>
  serialize(name, value, {
    path: '/',
    sameSite: 'Lax',
    httpOnly: true,
    secure: !import.meta.env.DEV,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: Math.min(maxAgeSeconds, MAX_COOKIE_AGE_S) }),
  });
