import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAppConfig } from '../../config.ts';
import { readCookie, serverCookie } from '../../cookies.ts';

/**
 * The price context of a shopper's browser (docs/decisions/026-price-context.md): which
 * price group's shared documents it gets, and nothing of the person. Set by the shopper's
 * answer from what the site API says of the account; a page's shared render and the edge
 * read it like `locale`.
 */
export const PRICE_CONTEXT_COOKIE = 'price-context';

/** A session's lifetime at most: the shopper's answer renews or clears it on every view. */
const PRICE_CONTEXT_MAX_AGE_S = 30 * 24 * 60 * 60;

/** The context of a shopper the site API knows to buy at the public prices. */
export const PUBLIC_PRICE_CONTEXT = 'public';

// a price group's name as the site API gives it, bounded
const GROUP_SHAPE = /^[A-Za-z0-9_-]{1,64}$/;
const SIGNATURE_LENGTH = 43;

const signatureOf = (secret: string, group: string) =>
  createHmac('sha256', secret).update(`price-group:${group}`).digest('base64url');

/**
 * The cookie value for a group: its name and an HMAC of it with the server's secret, so
 * that only a shopper the site API says is in the group obtains it; undefined for a name
 * no value can carry.
 */
export const priceContextValue = (group: string, secret: string): string | undefined =>
  GROUP_SHAPE.test(group) ? `${group}.${signatureOf(secret, group)}` : undefined;

/**
 * The context an account gives, whichever answer learns it (the first view's render, the
 * shopper's answer): its group's signed value when the group has prices of its own
 * (`group`), else the public prices. A group's name no value can carry gets the public
 * documents too: its own prices come from GET /api/shopper/prices.
 */
export const accountPriceContext = (group: string | undefined, secret: string): string =>
  (group === undefined ? undefined : priceContextValue(group, secret)) ?? PUBLIC_PRICE_CONTEXT;

/** The Set-Cookie that stores a context in the browser; undefined clears it. */
export const priceContextCookie = (value: string | undefined): string =>
  value === undefined
    ? serverCookie(PRICE_CONTEXT_COOKIE, '', 0)
    : serverCookie(PRICE_CONTEXT_COOKIE, value, PRICE_CONTEXT_MAX_AGE_S);

/** The context's cookie as the request sent it, unread. */
export const sentPriceContext = (cookieHeader: string | undefined): string | undefined =>
  readCookie(cookieHeader, PRICE_CONTEXT_COOKIE);

export type PriceContext =
  | { kind: 'none' }
  | { kind: 'public' }
  | { kind: 'group'; group: string }
  /** a value this server did not sign: forged, random, or signed with an older secret */
  | { kind: 'invalid' };

/** What a cookie value says, checked against the secret (in constant time). */
export const readPriceContext = (value: string | undefined, secret: string): PriceContext => {
  if (value === undefined || value === '') {
    return { kind: 'none' };
  }
  if (value === PUBLIC_PRICE_CONTEXT) {
    return { kind: 'public' };
  }
  const at = value.lastIndexOf('.');
  const group = value.slice(0, at);
  const given = Buffer.from(value.slice(at + 1));
  if (at < 0 || !GROUP_SHAPE.test(group) || given.length !== SIGNATURE_LENGTH) {
    return { kind: 'invalid' };
  }
  const expected = Buffer.from(signatureOf(secret, group));
  return timingSafeEqual(given, expected) ? { kind: 'group', group } : { kind: 'invalid' };
};

/** The context a request's cookies carry, read with the configured secret; none without one. */
export const requestPriceContext = (cookieHeader: string | undefined): PriceContext => {
  const secret = getAppConfig().priceContextSecret;
  return secret ? readPriceContext(sentPriceContext(cookieHeader), secret) : { kind: 'none' };
};

/** The price group a page's shared render prices for: only one this server signed. */
export const priceGroupOfRequest = (cookieHeader: string | undefined): string | undefined => {
  const context = requestPriceContext(cookieHeader);
  return context.kind === 'group' ? context.group : undefined;
};
