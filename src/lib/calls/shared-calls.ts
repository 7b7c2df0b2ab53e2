import type { z } from 'zod';
import { LAYOUT_MODEL_CALLS } from '../../../contracts/calls.ts';
import { PAGE_MODEL, type LayoutModel, type LayoutModelSchemas } from '../../../contracts/cms.ts';
import type { ChooseVariationsResponse } from '../../../contracts/personalisation.ts';
import type { Cart, CountryLocale, User } from '../../../contracts/site-api.ts';
import { cacheTags } from '../cache-tags.ts';
import type { PageResult } from '../cms/cms-service.ts';
import { isContentPath } from '../content-path.ts';
import { namedLocale } from '../locale.ts';
import { asError, startBackendCalls, startLocale, type PageTimeouts } from './backend-calls.ts';

export type LayoutModelData<Model extends LayoutModel> = z.output<
  (typeof LayoutModelSchemas)[Model]
>;

/** The backends a page's answers read, each call given the signal that ends it. */
export type PageDataSources = {
  currentUser: (signal: AbortSignal) => Promise<User>;
  cart: (signal: AbortSignal) => Promise<Cart>;
  countries: (signal: AbortSignal) => Promise<readonly CountryLocale[]>;
  cmsPage: (query: { locale: string; path: string }, signal: AbortSignal) => Promise<PageResult>;
  layoutModel: <Model extends LayoutModel>(
    query: { locale: string; model: Model; path: string },
    signal: AbortSignal,
  ) => Promise<LayoutModelData<Model> | undefined>;
  chooseVariations: (
    query: { pagePath: string; locale: string; visitorId: string | undefined },
    signal: AbortSignal,
  ) => Promise<ChooseVariationsResponse | undefined>;
};

export type SharedRenderRequest = {
  /** the page being rendered (for an in-app navigation, its page's address) */
  pageUrl: URL;
  /** the cookies a shared document may depend on, and no other (src/lib/shared-cookies.ts) */
  cookieHeader: string | undefined;
  /** `?locale=` counts on a full page load only */
  isDocument: boolean;
  /**
   * the price group the render prices for: the one its signed price context names
   * (src/lib/shopper/server/price-context.ts), never the session's; none: the public prices
   */
  priceGroup?: string | undefined;
  /** aborts when the client goes away */
  signal: AbortSignal;
};

/**
 * The calls of a page's shared render (docs/decisions/020-shared-documents.md), started at
 * once: the countries, the layout models and the CMS page entry, and later its products
 * (`siteApi`). It never asks for the shopper, the cart or personalisation: those are the
 * shopper's answer's (./shopper-calls.ts). Each call adds, where it is made, the cache tags
 * of what it reads (src/lib/cache-tags.ts), so the document is purged when they change.
 */
export const startSharedCalls = (
  request: SharedRenderRequest,
  sources: Pick<PageDataSources, 'countries' | 'cmsPage' | 'layoutModel'>,
  timeouts: PageTimeouts,
) => {
  /** what the page is built from, in the cache tags' words */
  const tags = new Set<string>();
  if (request.priceGroup) {
    tags.add(cacheTags.priceGroup(request.priceGroup));
  }
  const calls = startBackendCalls(request.signal, timeouts);
  const { locale, guess, forLocale } = startLocale(calls, sources.countries, namedLocale(request));
  const path = request.pageUrl.pathname;

  const models = new Map<LayoutModel, Promise<unknown>>();
  /** A layout model in the page's locale, asked once. */
  const layoutModel = <Model extends LayoutModel>(model: Model) => {
    let result = models.get(model) as Promise<LayoutModelData<Model> | undefined> | undefined;
    if (!result) {
      tags.add(cacheTags.cms).add(cacheTags.cmsModel(model));
      result = forLocale((code) =>
        calls.boxed(
          LAYOUT_MODEL_CALLS[model],
          timeouts.cmsMs,
          (signal) => sources.layoutModel({ locale: code, model, path }, signal),
          (): LayoutModelData<Model> | undefined => undefined,
        ),
      );
      models.set(model, result);
    }
    return result;
  };

  const pages = new Map<string, Promise<PageResult>>();
  /** The CMS page entry of a path: for the page's own path, the call already under way. */
  const page = (pagePath: string): Promise<PageResult> => {
    let result = pages.get(pagePath);
    if (!result) {
      tags
        .add(cacheTags.cms)
        .add(cacheTags.cmsModel(PAGE_MODEL))
        .add(cacheTags.cmsPath(PAGE_MODEL, pagePath));
      result = forLocale((code) =>
        calls.boxed(
          'cms.page',
          timeouts.cmsMs,
          (signal) => sources.cmsPage({ locale: code, path: pagePath }, signal),
          (error): PageResult => ({ status: 'failed', error: asError(error) }),
        ),
      );
      pages.set(pagePath, result);
    }
    return result;
  };
  const layout = {
    get banner() {
      return layoutModel('announcement-banner');
    },
    get navigation() {
      return layoutModel('navigation-links');
    },
    get footer() {
      return layoutModel('footer-data');
    },
  };
  void layout.banner;
  void layout.navigation;
  void layout.footer;
  // a path no content page can have is a 404 without a CMS query (docs/behaviour.md#routes)
  if (isContentPath(path)) {
    void page(path);
  }

  return {
    /** aborts when the client goes away or the page budget runs out */
    signal: calls.signal,
    /** whether any call so far took its fallback: the page shows less than it should */
    get degraded() {
      return calls.degraded;
    },
    locale,
    /** the locale the request names (en-US when none): what the page says before `locale` settles */
    localeGuess: guess,
    layout,
    page,
    /** a later site-API call of the page (its products), time-boxed like the first ones */
    siteApi: calls.siteApi,
    /** what the page is built from, as cache tags: its CMS entries and models, its price group */
    tags,
    /** the price group the page is priced for; undefined: the public prices */
    priceGroup: request.priceGroup,
  };
};

/** What a page's shared render reads (`getPageData()`). */
export type PageData = ReturnType<typeof startSharedCalls>;
