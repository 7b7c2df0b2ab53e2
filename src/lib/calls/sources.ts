import { PAGE_MODEL } from '../../../contracts/cms.ts';
import { getCmsService } from '../cms/server.ts';
import { getAppConfig } from '../config.ts';
import { chooseVariations } from '../personalisation/server.ts';
import { createServerSiteApi } from '../site-api/server.ts';
import { createCountriesCache } from './countries.ts';
import type { PageDataSources } from './shared-calls.ts';

let countries: (() => ReturnType<PageDataSources['countries']>) | undefined;

/**
 * The country list is shared by every page of the process (and the sitemap), so its
 * request is bounded by the site-API time box alone, not by any one visitor's signal;
 * each page's wait for it is.
 */
export const sharedCountries = () =>
  (countries ??= createCountriesCache({
    ttlMs: getAppConfig().countriesCacheMs,
    load: () =>
      createServerSiteApi(
        undefined,
        AbortSignal.timeout(getAppConfig().timeouts.siteApiMs),
      ).getCountries(),
  }))();

const cmsUnavailable = new Error('the CMS service is not configured');

/** The configured backends, the shopper's cookies going to the site API with each call. */
export const createPageDataSources = (cookieHeader: string | undefined): PageDataSources => ({
  currentUser: (signal) => createServerSiteApi(cookieHeader, signal).getCurrentUser(),
  cart: (signal) => createServerSiteApi(cookieHeader, signal).getCart(),
  countries: sharedCountries,
  // the CMS service shares its results between renders: its own time box ends its requests.
  // A failure rejects, so the page's call box logs and counts it and takes its fallback.
  cmsPage: async ({ locale, path }) => {
    const page = await getCmsService(locale)?.fetchPage(PAGE_MODEL, path);
    if (!page || page.status === 'failed') {
      throw page?.error ?? cmsUnavailable;
    }
    return page;
  },
  layoutModel: async ({ locale, model, path }) =>
    getCmsService(locale)?.fetchLayoutModel(model, path),
  chooseVariations: ({ pagePath, locale, visitorId }, signal) =>
    chooseVariations({ pagePath, locale, visitorId, signal }),
});
