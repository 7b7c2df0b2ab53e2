import { getAppConfig } from '../config.ts';
import { readCookie } from '../cookies.ts';

/**
 * Whether a request carries a session cookie of the site API (`SITE_SESSION_COOKIES`): only
 * then can it have a signed-in shopper or a cart, a guest's included, so only then are they
 * asked for (docs/operations.md#configuration-reference).
 */
export const hasSiteSession = (cookieHeader: string | undefined): boolean =>
  getAppConfig().siteSessionCookies.some((name) => Boolean(readCookie(cookieHeader, name)));
