/*
 * The query parameters a page reads: the locale (docs/behaviour.md#layouts), the CMS preview's
 * (src/lib/cms-preview.ts) and, in mock mode, the mock switches; on the search address also
 * its query, `q` (docs/behaviour.md#search: the search application reads it, in mock mode its
 * stand-in, mocks/pages/stand-in-pages.ts), and on the catalogue's its order, `sort`. Every other one (ad click ids, campaigns, e-mail tools,
 * referral codes, a stranger's cache-buster, a `q` anywhere else) changes nothing a page
 * renders, so the server renders and keys its render cache as if it were not there
 * (docs/decisions/013-render-cache.md), the HTTP cache in front keys and asks without it
 * (edge/storefront.vcl), and no document repeats it: a random `?cb=` is a hit, not a render
 * (docs/decisions/028-the-edge-keeps-its-good-copy.md). The browser keeps them in its address
 * bar for the tag manager; the referral middleware and the shopper's answer read a referral
 * code from the address before it is dropped.
 */
const PAGE_PARAMS = 'locale|apiKey|builder[.][^=&]*|mock|mock-scenario|mock-fault';

/** What one address reads besides, by its path (less any trailing slashes). */
const ADDRESS_PARAMS: Readonly<Record<string, string>> = {
  '/search': 'q',
  // the catalogue's order ("New Arrivals" is /products?sort=newest); in mock mode its stand-in
  '/products': 'sort',
};

const namesReadAt = (path: string) => {
  const own = ADDRESS_PARAMS[path.replace(/(.)\/+$/, '$1')];
  return own ? `${PAGE_PARAMS}|${own}` : PAGE_PARAMS;
};

/**
 * A regular expression (JavaScript and PCRE alike) matching one parameter of a query whose
 * name is not one of `names` (alternatives), with its value and the `&` after it, where a
 * `?` or `&` comes before.
 */
const unreadParamPattern = (names: string) => `(?<=[?&])(?!(?:${names})(?:[=&]|$))[^&]*(?:&|$)`;

/**
 * What the HTTP cache in front removes from its key (edge/storefront.vcl) so it agrees with
 * the server: one parameter no page reads, as unreadParamPattern matches it.
 */
export const UNREAD_PARAM_PATTERN = unreadParamPattern(PAGE_PARAMS);

/**
 * The addresses that read more, each as a pattern on the address (JavaScript and PCRE alike,
 * no backslash: it goes into a VCL string) with the pattern of a parameter it does not read.
 */
export const ADDRESS_UNREAD_PARAM_PATTERNS: readonly { address: string; unread: string }[] =
  Object.keys(ADDRESS_PARAMS).map((path) => ({
    address: `^${path.replaceAll('.', '[.]')}/*([?]|$)`,
    unread: unreadParamPattern(namesReadAt(path)),
  }));

/** `url` with only the parameters its page reads, or `url` itself when it has no other. */
export const withoutUnreadParams = (url: URL): URL => {
  const read = new RegExp(`^(?:${namesReadAt(url.pathname)})$`);
  const names = [...new Set(url.searchParams.keys())].filter((name) => !read.test(name));
  if (names.length === 0) {
    return url;
  }
  const kept = new URL(url);
  for (const name of names) {
    kept.searchParams.delete(name);
  }
  return kept;
};
