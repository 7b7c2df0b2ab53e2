import 'server-only';
import { getAppConfig } from '../config.ts';
import { backendFetch } from '../backend-transport.ts';
import { createSiteApiClient } from './client.ts';

/**
 * The time box of a call whose answer nobody waits for (the referral report): short, so
 * that a hung site API holds no socket for long, however many page loads start one.
 */
export const FIRE_AND_FORGET_TIMEOUT_MS = 1000;

/**
 * A site-API client for one server render. The shopper's cookies go along, so the
 * backend (or the mock store) answers for the same session as the shopper's browser.
 * `signal` is the calls' time box, which every server-side call has (a page's call box,
 * the shared country list's, a probe's): a hung backend must not hold a socket for ever.
 */
export const createServerSiteApi = (cookieHeader: string | undefined, signal: AbortSignal) =>
  createSiteApiClient({
    baseUrl: getAppConfig().siteApiUrl,
    fetch: backendFetch,
    ...(cookieHeader ? { headers: { cookie: cookieHeader } } : {}),
    signal,
  });
