/*
 * Query parameters that say how a shopper arrived (ad clicks, campaigns, e-mail tools,
 * affiliate links) and that no page renders differently for. The server renders and keys
 * its render cache as if they were not there, so every ad click is not a page of its own
 * (docs/decisions/013-render-cache.md), and the canonical and hreflang links never repeat
 * them. The browser keeps them in its address bar for the tag manager; the referral
 * middleware reports a referral code from the request before they are dropped.
 */
const TRACKING_PARAMS = new Set([
  // referral codes (docs/behaviour.md#referral)
  'affid',
  'refCode',
  'refcode',
  // ad and social click ids
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'gad_source',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'igshid',
  'yclid',
  // analytics and e-mail tools
  '_ga',
  '_gl',
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
]);

const TRACKING_PARAM_PREFIX = 'utm_';

const isTrackingParam = (name: string) =>
  TRACKING_PARAMS.has(name) || name.startsWith(TRACKING_PARAM_PREFIX);

/**
 * A regular expression (JavaScript and PCRE alike) matching one tracking parameter of a
 * query, with its value and the `&` after it, where a `?` or `&` comes before: what the HTTP
 * cache in front removes from its key (edge/storefront.vcl) so it agrees with the server.
 */
export const TRACKING_PARAM_PATTERN = `(?<=[?&])(?:${TRACKING_PARAM_PREFIX}[^=&]*|${[
  ...TRACKING_PARAMS,
].join('|')})(?:=[^&]*)?(?:&|$)`;

/** `url` without its tracking parameters, or `url` itself when it has none. */
export const withoutTrackingParams = (url: URL): URL => {
  const names = [...new Set(url.searchParams.keys())].filter(isTrackingParam);
  if (names.length === 0) {
    return url;
  }
  const kept = new URL(url);
  for (const name of names) {
    kept.searchParams.delete(name);
  }
  return kept;
};
