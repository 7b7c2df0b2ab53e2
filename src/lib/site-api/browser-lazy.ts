import type * as BrowserSiteApi from './browser.ts';

/**
 * The browser's site-API calls for client islands, loaded at the first call: the client and
 * the response contracts it validates with (zod) are not needed to show or hydrate a page
 * (docs/decisions/014-browser-code-on-first-use.md).
 */
const load = async () => {
  // first: zod reads the setting when a schema is built
  await import('../zod-jitless.ts');
  return import('./browser.ts');
};

export const addProductToCart: typeof BrowserSiteApi.addProductToCart = async (...args) =>
  (await load()).addProductToCart(...args);

export const submitNewsletterSignup: typeof BrowserSiteApi.submitNewsletterSignup = async (
  ...args
) => (await load()).submitNewsletterSignup(...args);

export const submitSmsSignup: typeof BrowserSiteApi.submitSmsSignup = async (...args) =>
  (await load()).submitSmsSignup(...args);

export const fetchSearchSuggestions: typeof BrowserSiteApi.fetchSearchSuggestions = async (
  ...args
) => (await load()).fetchSearchSuggestions(...args);

export const reportReferralCode: typeof BrowserSiteApi.reportReferralCode = async (...args) =>
  (await load()).reportReferralCode(...args);
