import { LOCALE_COOKIE } from './locale.ts';
import { PRICE_CONTEXT_COOKIE } from './shopper/server/price-context.ts';
import { serverExtensions } from './server-extensions.ts';

/**
 * The only cookies a page's shared document may depend on: the locale the shopper chose,
 * the price context (a price group, signed, never a person: src/lib/shopper/server/price-context.ts), and what the server's extensions add (the mock layer's state, in mock mode alone). An
 * HTTP cache in front of the origin forwards these and no other for a page, and keys its
 * copies on their values (docs/decisions/020-shared-documents.md).
 */
export const sharedCookieNames = (): readonly string[] => [
  LOCALE_COOKIE,
  PRICE_CONTEXT_COOKIE,
  ...serverExtensions().sharedCookies,
];

/** A Cookie header with only the cookies a shared document may see; undefined when none is left. */
export const keepSharedCookies = (header: string | null | undefined): string | undefined => {
  const names = new Set(sharedCookieNames());
  const kept = (header ?? '')
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => names.has(pair.split('=', 1)[0]?.trim() ?? ''));
  return kept.length > 0 ? kept.join('; ') : undefined;
};
