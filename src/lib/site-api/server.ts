import 'server-only';
import { getAppConfig } from '../config.ts';
import { backendFetch } from '../request-id.ts';
import { createSiteApiClient } from './client.ts';

/**
 * A site-API client for one server render. The shopper's cookies go along, so the
 * backend (or the mock store) answers for the same session as the shopper's browser.
 */
export const createServerSiteApi = (cookieHeader?: string, signal?: AbortSignal) =>
  createSiteApiClient({
    baseUrl: getAppConfig().siteApiUrl,
    fetch: backendFetch,
    ...(cookieHeader ? { headers: { cookie: cookieHeader } } : {}),
    signal,
  });
