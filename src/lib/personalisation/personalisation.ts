import {
  ChooseVariationsResponseSchema,
  type ChooseVariationsQuery,
  type ChooseVariationsResponse,
  type Choice,
  type TrackEvent,
} from '../../../contracts/personalisation.ts';
import type { Config } from '../config.ts';

/** The personalisation service of SPEC.md 2.2, 4 and 7: server-side A/B choices and tracking. */

export type PersonalisationSettings = Config['personalisation'];

type PageContext = Pick<ChooseVariationsQuery, 'pageType' | 'pageData'>;

/** SPEC.md 2.2: the page context the service decides on, by path. */
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

const CANADA_LOCALE = 'en-CA';

export const createPersonalisationClient = (
  settings: PersonalisationSettings,
  { fetch: doFetch }: { fetch?: typeof fetch } = {},
) => {
  const send = doFetch ?? ((input, init) => globalThis.fetch(input, init));
  const url = (path: string) => `${settings.url.replace(/\/+$/, '')}/${settings.provider}${path}`;

  /**
   * The variations chosen for a page, or undefined when the service fails, breaks its
   * contract or takes longer than the time box: a page never waits on it or fails for it.
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
    try {
      const response = await send(`${url('/ab/choose-variations')}?${query}`, {
        headers: {
          accept: 'application/json',
          ...(visitorId ? { cookie: `${VISITOR_ID_COOKIE}=${visitorId}` } : {}),
        },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      }
      return ChooseVariationsResponseSchema.parse(await response.json());
    } catch (error) {
      console.warn(`[personalisation] choose-variations for ${pagePath} went without`, error);
      return undefined;
    }
  };

  /** Sends tracking events; true when the service took them. Failures are only logged. */
  const trackEvents = async (events: readonly TrackEvent[]): Promise<boolean> => {
    if (events.length === 0) {
      return true;
    }
    try {
      const response = await send(url('/track-events'), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(events),
      });
      await response.body?.cancel();
      if (!response.ok) {
        throw new Error(`HTTP ${response.status}`);
      }
      return true;
    } catch (error) {
      console.warn('[personalisation] track-events failed', error);
      return false;
    }
  };

  return { chooseVariations, trackEvents };
};

/** SPEC.md 4: the variation chosen for the chat campaign reports data.enabled true. */
export const isChatCampaignEnabled = (
  choices: readonly Choice[] | undefined,
  campaignKey: string,
) =>
  choices?.find((choice) => choice.name === campaignKey)?.variations[0]?.data?.['enabled'] === true;
