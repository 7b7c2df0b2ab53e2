/*
 * The query parameters a page reads: the locale (docs/behaviour.md#layouts), the CMS preview's
 * (src/lib/cms-preview.ts) and, in mock mode, the mock switches. Every other one (ad click
 * ids, campaigns, e-mail tools, referral codes, a stranger's cache-buster) changes nothing a
 * page renders, so the server renders and keys its render cache as if it were not there
 * (docs/decisions/013-render-cache.md), the HTTP cache in front keys and asks without it
 * (edge/storefront.vcl), and no document repeats it: a random `?cb=` is a hit, not a render
 * (docs/decisions/028-the-edge-keeps-its-good-copy.md). The browser keeps them in its address
 * bar for the tag manager; the referral middleware and the shopper's answer read a referral
 * code from the address before it is dropped.
 */
const PAGE_PARAM_NAME = /^(?:locale|apiKey|builder[.][^=&]*|mock|mock-scenario|mock-fault)$/;

const isUnreadParam = (name: string) => !PAGE_PARAM_NAME.test(name);

/**
 * A regular expression (JavaScript and PCRE alike) matching one parameter of a query no page
 * reads, with its value and the `&` after it, where a `?` or `&` comes before: what the HTTP
 * cache in front removes from its key (edge/storefront.vcl) so it agrees with the server.
 */
export const UNREAD_PARAM_PATTERN = `(?<=[?&])(?!${PAGE_PARAM_NAME.source.slice(1, -1)}(?:[=&]|$))[^&]*(?:&|$)`;

/** `url` with only the parameters a page reads, or `url` itself when it has no other. */
export const withoutUnreadParams = (url: URL): URL => {
  const names = [...new Set(url.searchParams.keys())].filter(isUnreadParam);
  if (names.length === 0) {
    return url;
  }
  const kept = new URL(url);
  for (const name of names) {
    kept.searchParams.delete(name);
  }
  return kept;
};
