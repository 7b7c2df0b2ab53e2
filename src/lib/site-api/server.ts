import { getConfig } from '../config.ts';
import { createSiteApiClient } from './client.ts';

/**
 * The site API for server components and middleware. The shopper's cookie header is
 * forwarded, so the backend (or the mock store) sees the same session as the browser.
 */
export const createServerSiteApi = (cookieHeader?: string) =>
  createSiteApiClient({
    baseUrl: getConfig().siteApiUrl,
    ...(cookieHeader ? { headers: { cookie: cookieHeader } } : {}),
  });
