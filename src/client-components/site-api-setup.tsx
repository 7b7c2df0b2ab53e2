'use client';

import { configureBrowserSiteApi } from '../lib/site-api/browser-settings.ts';

/**
 * Tells the browser's site-API client where the API is (docs/behaviour.md#calls: the current origin
 * on the product's domain, else the configured site address) before any island calls it.
 */
export const SiteApiSetup = ({
  productDomain,
  sitePublicUrl,
  personalisationProvider,
}: {
  productDomain: string;
  sitePublicUrl?: string | undefined;
  personalisationProvider: string;
}) => {
  // idempotent, and it must run before the first island's effect: render time it is
  configureBrowserSiteApi({
    productDomain,
    personalisationProvider,
    ...(sitePublicUrl ? { sitePublicUrl } : {}),
  });
  return null;
};
