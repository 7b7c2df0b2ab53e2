import { getAppConfig } from '../config.ts';

/**
 * The origin search engines should see: SITE_PUBLIC_URL when set, else the origin the
 * request came in on.
 */
export const siteOrigin = (requestUrl: string): string =>
  new URL(getAppConfig().sitePublicUrl ?? requestUrl).origin;

/** A path (or an address) made absolute against the site's origin. */
export const absoluteUrl = (origin: string) => (pathOrUrl: string) =>
  new URL(pathOrUrl, origin).href;
