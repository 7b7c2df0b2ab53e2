// an origin no real address has, to resolve a path against as a browser resolves it
const OWN_ORIGIN = 'https://own-origin.invalid';

/**
 * The path, query and fragment of `url` when it is one of our own paths: it starts with `/`
 * and, resolved the way a browser resolves it, stays on our origin. Decided on the resolved
 * address, never on the string's shape: `/\evil.com`, `/\/evil.com` and `/<tab>/evil.com`
 * all start with one `/` and resolve to another host.
 */
export const ownPathOf = (url: string): string | undefined => {
  if (!url.startsWith('/')) {
    return undefined;
  }
  try {
    const target = new URL(url, OWN_ORIGIN);
    return target.origin === OWN_ORIGIN
      ? `${target.pathname}${target.search}${target.hash}`
      : undefined;
  } catch {
    return undefined;
  }
};
