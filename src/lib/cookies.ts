import { parse } from 'hono/utils/cookie';

/** The value of one cookie in a request's Cookie header. */
export const readCookie = (header: string | null | undefined, name: string): string | undefined =>
  header ? parse(header, name)[name] : undefined;
