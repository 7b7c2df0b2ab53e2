/**
 * docs/behaviour.md#cms-pages: the CMS editor and its preview links add these query parameters;
 * with any of them the page renders even without published content.
 */
export const isCmsPreview = (search: URLSearchParams): boolean =>
  search.has('builder.preview') ||
  search.has('builder.space') ||
  search.has('apiKey') ||
  [...search.keys()].some((key) => key.startsWith('builder.overrides.'));
