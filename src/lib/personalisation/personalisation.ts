import {
  type ChooseVariationsQuery,
  type ChooseVariationsResponse,
  type Choice,
} from '../../../contracts/personalisation.ts';
import type { Config } from '../config.ts';
import { createSiteApiClient } from '../site-api/client.ts';
import { readCookie } from '../cookies.ts';

/**
 * The personalisation service of docs/behaviour.md#layouts, #states and #calls as the server uses it: A/B choices per
 * page. (Tracking is sent by the browser, after an add to cart: site-api/browser.ts.)
 */

export type PersonalisationSettings = Config['personalisation'];

type PageContext = Pick<ChooseVariationsQuery, 'pageType' | 'pageData'>;

/** docs/behaviour.md#layouts: the page context the service decides on, by path. */
export const pageContextFor = (path: string): PageContext => {
  const pathname = path.split(/[?#]/)[0] || '/';
  if (pathname === '/') {
    return { pageType: 'HOMEPAGE', pageData: [] };
  }
  if (pathname.startsWith('/products/dp')) {
    return { pageType: 'PRODUCT', pageData: [] };
  }
  if (pathname.startsWith('/products') || pathname.startsWith('/search')) {
    return { pageType: 'CATEGORY', pageData: ['Supplements'] };
  }
  return { pageType: 'OTHER', pageData: [pathname] };
};

export const VISITOR_ID_COOKIE = '_dyid_server';

// what the service issues as a visitor id; anything else in the cookie is someone's
// experiment, not an id, and the visitor counts as new
const VISITOR_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The visitor id of a request's cookies, when it looks like one the service issued. */
export const readVisitorId = (cookieHeader: string | null | undefined): string | undefined => {
  const value = readCookie(cookieHeader, VISITOR_ID_COOKIE);
  return value !== undefined && VISITOR_ID.test(value) ? value : undefined;
};

const CANADA_LOCALE = 'en-CA';

export const createPersonalisationClient = (
  settings: PersonalisationSettings,
  { fetch: doFetch }: { fetch?: typeof fetch } = {},
) => {
  // the service is reached like the rest of the site API (its headers, its one retry of a GET)
  const siteApi = createSiteApiClient({
    baseUrl: settings.url,
    ...(doFetch ? { fetch: doFetch } : {}),
  });

  /**
   * The variations chosen for a page; rejects when the service fails, breaks its contract or
   * takes longer than the time box (retry included). The page's call box
   * (src/lib/calls/backend-calls.ts) goes on without them and logs the one line that says
   * which: a page never waits on the service or fails for it.
   */
  const chooseVariations = async ({
    pagePath,
    locale,
    visitorId,
    signal,
  }: {
    pagePath: string;
    locale: string;
    visitorId?: string | undefined;
    signal?: AbortSignal | undefined;
  }): Promise<ChooseVariationsResponse | undefined> => {
    const { pageType, pageData } = pageContextFor(pagePath);
    const query = new URLSearchParams([
      ['pagePath', pagePath],
      ['pageType', pageType],
      ...pageData.map((item) => ['pageData', item]),
      ['sectionId', locale === CANADA_LOCALE ? settings.sectionIdCanada : settings.sectionId],
    ]);
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    return siteApi.chooseVariations(settings.provider, query, {
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      ...(visitorId ? { headers: { cookie: `${VISITOR_ID_COOKIE}=${visitorId}` } } : {}),
    });
  };

  return { chooseVariations };
};

/** docs/behaviour.md#states: the variation chosen for the chat campaign reports data.enabled true. */
export const isChatCampaignEnabled = (
  choices: readonly Choice[] | undefined,
  campaignKey: string,
) =>
  choices?.find((choice) => choice.name === campaignKey)?.variations[0]?.data?.['enabled'] === true;
