/**
 * Where the browser's site-API client calls, set by the layout before any island calls it. Apart
 * from `browser.ts`, so that setting it loads none of the client or its response contracts.
 */
export type BrowserSiteApiSettings = {
  productDomain: string;
  sitePublicUrl?: string | undefined;
  /** the fixed path segment of the personalisation service (docs/behaviour.md#calls) */
  personalisationProvider?: string;
};

let settings: BrowserSiteApiSettings | undefined;

/** Called once by the layout; until then calls go to the page's own origin. */
export const configureBrowserSiteApi = (next: BrowserSiteApiSettings) => {
  settings = next;
};

export const browserSiteApiSettings = () => settings;
