import type { Attributes } from '@opentelemetry/api';
import type { z } from 'zod';
import { PAGE_MODEL, type LayoutModel, type LayoutModelSchemas } from '../../../contracts/cms.ts';
import type { ChooseVariationsResponse } from '../../../contracts/personalisation.ts';
import type { Cart, Country, CountryLocale, User } from '../../../contracts/site-api.ts';
import { cmsCacheTags, type PageResult } from '../cms/cms-service.ts';
import type { Config } from '../config.ts';
import { isContentPath } from '../content-path.ts';
import { readCookie } from '../cookies.ts';
import {
  chooseLocale,
  countryOf,
  DEFAULT_KNOWN_LOCALES,
  DEFAULT_LOCALE,
  findKnownLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  toKnownLocales,
  type KnownLocale,
} from '../locale.ts';
import { getLogger } from '../logger.ts';
import { getMetrics } from '../metrics.ts';
import { readVisitorId } from '../personalisation/personalisation.ts';
import { runInTrace } from '../trace-context.ts';
import { startCallSpan } from '../tracing.ts';
import { describeFailure, type BackendFailure } from './backend-failure.ts';
import { timeBoxed } from './time-box.ts';

export type LayoutModelData<Model extends LayoutModel> = z.output<
  (typeof LayoutModelSchemas)[Model]
>;

/** The backends a page reads, each call given the signal that ends it. */
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

export type PageTimeouts = Config['timeouts'];

export type PageRequest = {
  /** the page being rendered (for an in-app navigation, its page's address) */
  pageUrl: URL;
  cookieHeader: string | undefined;
  /** `?locale=` counts on a full page load only */
  isDocument: boolean;
  /**
   * whether the shopper is asked for: only for the private answer (src/middleware/shopper.ts).
   * A page's shared render never is: its user is anonymous, it has no cart and no
   * personalisation, and it gets none of the cookies that would name a shopper
   * (docs/decisions/020-shared-documents.md)
   */
  shopper: boolean;
  /**
   * whether the request carries a session cookie of the site API (src/lib/site-api/session.ts):
   * without one there is no shopper and no cart to ask for, so the shopper's answer asks
   * for neither (a guest's cart lives in that session too)
   */
  siteSession?: boolean;
  /**
   * the price group a page's shared render prices for: the one its signed price context
   * names (src/lib/price-context.ts), never the session's; none: the public prices
   */
  priceGroup?: string | undefined;
  /** aborts when the client goes away */
  signal: AbortSignal;
};

export type ResolvedLocale = {
  locale: string;
  knownLocales: readonly KnownLocale[];
  country: Country;
  /** the known code `?locale=` asked for, which the response stores in the locale cookie */
  requested: string | undefined;
};

/** The cache tag of every document of a price group. */
export const priceGroupTag = (group: string) => `price-group:${group}`;

// the cart of a shopper with no site-API session: there is none, so it holds nothing
const NO_SESSION_CART: Cart = { lines: [] };

// the shape of a locale code; anything else from a cookie or a parameter is not a guess worth a call
const LOCALE_SHAPE = /^[a-z]{2}[-_][A-Z]{2}$/;

const asError = (error: unknown) =>
  error instanceof Error ? error : new Error(String(error), { cause: error });

/**
 * Starts every backend call of a page at once (docs/behaviour.md#calls). A page's shared
 * render asks for the countries, the CMS page and layout models; the shopper's private
 * answer (`request.shopper`) for the shopper, the countries, the cart and personalisation
 * (docs/decisions/020-shared-documents.md). Each call has
 * its own time box inside the page budget, and all of them end when the client goes away;
 * a call that fails or runs out of time takes its fallback (docs/behaviour.md#failures),
 * so every promise here resolves, none rejects.
 *
 * The locale may need the shopper (`?locale=`, the cookie, then the user's locale, then
 * en-US), and the CMS and personalisation calls need the locale. They start at once with
 * the locale the request names (`?locale=`, else the cookie, else en-US) and are asked
 * again only when the answers settle on another one: a logged-in shopper without a locale
 * cookie whose account is in another country. A known locale the request names waits for
 * the country list only, never for the shopper.
 */
// the layout models' calls, as the mocks name them
const LAYOUT_CALLS: Record<LayoutModel, string> = {
  'announcement-banner': 'cms.banner',
  'navigation-links': 'cms.navigation',
  'footer-data': 'cms.footer',
};

export const startPageData = (
  request: PageRequest,
  sources: PageDataSources,
  timeouts: PageTimeouts,
) => {
  /** what the page is built from, in the cache tags' words (docs/decisions/020-shared-documents.md) */
  const tags = new Set<string>();
  if (request.priceGroup) {
    // a change of the group's prices purges its documents, and no other group's
    tags.add(priceGroupTag(request.priceGroup));
  }
  const budget = AbortSignal.any([request.signal, AbortSignal.timeout(timeouts.pageBudgetMs)]);
  let degraded = false;
  /** A backend call of this page, named as the mocks name it (`site-api.cart`, `cms.page`…). */
  const boxed = <T>(
    name: string,
    timeoutMs: number,
    call: (signal: AbortSignal) => Promise<T>,
    fallback: (error: unknown) => T,
  ) => {
    const started = performance.now();
    const [backend = name] = name.split('.');
    const span = startCallSpan(backend, name);
    let finished = false;
    // once: an answer that comes after the time box was already counted as the time box
    const finish = (outcome: BackendFailure['outcome'] | 'ok', details: Attributes = {}) => {
      if (finished) {
        return;
      }
      finished = true;
      getMetrics().backendCallSeconds.observe(
        { backend, call: name, outcome },
        (performance.now() - started) / 1000,
      );
      span?.end(outcome, details);
    };
    return timeBoxed(
      async (signal) => {
        // made in the call's span, so the backend's traceparent names it as the parent
        const value = await (span ? runInTrace(span.trace, () => call(signal)) : call(signal));
        finish('ok');
        return value;
      },
      { name, timeoutMs, signal: budget },
      (error) => {
        degraded = true;
        const failure = describeFailure(error, budget.aborted);
        finish(failure.outcome, {
          ...('status' in failure ? { 'http.response.status_code': failure.status } : {}),
          ...('errorKind' in failure ? { 'error.type': failure.errorKind } : {}),
        });
        // one line per time box or failure, in words a dashboard can count
        const fields = { backend, call: name, elapsedMs: Math.round(performance.now() - started) };
        if (failure.outcome === 'time-box') {
          getLogger().warn(
            { ...fields, timeoutMs },
            `${name} did not answer in time: the page goes on without it`,
          );
        } else {
          const why =
            'status' in failure ? { status: failure.status } : { errorKind: failure.errorKind };
          getLogger().warn({ ...fields, ...why }, `${name} failed: the page goes on without it`);
        }
        return fallback(error);
      },
    );
  };
  /** A site-API call of this page: its time box, inside the page budget. */
  const siteApi = <T>(
    name: string,
    call: (signal: AbortSignal) => Promise<T>,
    fallback: (error: unknown) => T,
  ) => boxed(name, timeouts.siteApiMs, call, fallback);

  const path = request.pageUrl.pathname;
  const cookieLocale = readCookie(request.cookieHeader, LOCALE_COOKIE);
  const requestedCode = request.isDocument
    ? request.pageUrl.searchParams.get(LOCALE_PARAM)
    : undefined;
  const named = [requestedCode, cookieLocale].find((code) => code && LOCALE_SHAPE.test(code));
  const guess = named?.replace('_', '-') ?? DEFAULT_LOCALE;

  // no session cookie: nobody is signed in, and the site API is not asked (undefined);
  // null: the call failed or ran out of time, so whether anyone is signed in is unknown
  const asksSession = request.shopper && request.siteSession === true;
  const user: Promise<User | null | undefined> = asksSession
    ? siteApi('site-api.user', sources.currentUser, (): User | null => null)
    : Promise.resolve(undefined);
  const countries = siteApi('site-api.countries', sources.countries, (error) => {
    console.error('Unable to fetch locales', error);
    return undefined;
  });
  const cart = asksSession
    ? siteApi('site-api.cart', sources.cart, (): Cart | undefined => undefined)
    : Promise.resolve(request.shopper ? NO_SESSION_CART : undefined);

  const locale: Promise<ResolvedLocale> = countries.then(async (list) => {
    const known = list ? toKnownLocales(list) : DEFAULT_KNOWN_LOCALES;
    const requested = findKnownLocale(known, requestedCode)?.code;
    // a locale the request names needs no shopper: only without one does the account's count
    const chosen =
      requested ??
      findKnownLocale(known, cookieLocale)?.code ??
      chooseLocale({ known, cookie: undefined, user: (await user) ?? undefined });
    return { locale: chosen, knownLocales: known, country: countryOf(known, chosen), requested };
  });

  /** A call that needs the locale: started with the guess, asked again if the guess was wrong. */
  const forLocale = <T>(start: (code: string) => Promise<T>): Promise<T> => {
    const early = start(guess);
    return locale.then((resolved) => (resolved.locale === guess ? early : start(resolved.locale)));
  };

  const models = new Map<LayoutModel, Promise<unknown>>();
  /** A layout model in the page's locale, asked once; the shopper's answer never asks. */
  const layoutModel = <Model extends LayoutModel>(model: Model) => {
    let result = models.get(model) as Promise<LayoutModelData<Model> | undefined> | undefined;
    if (!result) {
      result = askLayoutModel(model);
      models.set(model, result);
    }
    return result;
  };
  const askLayoutModel = <Model extends LayoutModel>(model: Model) => {
    tags.add(cmsCacheTags.all).add(cmsCacheTags.model(model));
    return forLocale((code) =>
      boxed(
        LAYOUT_CALLS[model],
        timeouts.cmsMs,
        (signal) => sources.layoutModel({ locale: code, model, path }, signal),
        (): LayoutModelData<Model> | undefined => undefined,
      ),
    );
  };

  const pages = new Map<string, Promise<PageResult>>();
  /** The CMS page entry of a path: for the page's own path, the call already under way. */
  const page = (pagePath: string): Promise<PageResult> => {
    let result = pages.get(pagePath);
    if (!result) {
      tags
        .add(cmsCacheTags.all)
        .add(cmsCacheTags.model(PAGE_MODEL))
        .add(cmsCacheTags.path(PAGE_MODEL, pagePath));
      result = forLocale((code) =>
        boxed(
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
  if (!request.shopper) {
    void layout.banner;
    void layout.navigation;
    void layout.footer;
    // a path no content page can have is a 404 without a CMS query (docs/behaviour.md#routes)
    if (isContentPath(path)) {
      void page(path);
    }
  }

  // only an id the service could have issued goes on (no control characters, bounded)
  const visitorId = readVisitorId(request.cookieHeader);
  const personalisation = request.shopper
    ? forLocale((code) =>
        boxed(
          'personalisation.variations',
          timeouts.personalisationMs,
          (signal) => sources.chooseVariations({ pagePath: path, locale: code, visitorId }, signal),
          (): ChooseVariationsResponse | undefined => undefined,
        ),
      )
    : Promise.resolve(undefined);

  return {
    /** aborts when the client goes away or the page budget runs out */
    signal: budget,
    /** whether any call so far took its fallback: the page shows less than it should */
    get degraded() {
      return degraded;
    },
    user,
    cart,
    locale,
    /** the locale the request names (en-US when none): what the page says before `locale` settles */
    localeGuess: guess,
    layout,
    page,
    personalisation,
    /** a later site-API call of the page (its products), time-boxed like the first ones */
    siteApi,
    /** what the page is built from, as cache tags: its CMS entries and models, its products */
    tags,
    /** the price group the page is priced for; undefined: the public prices */
    priceGroup: request.priceGroup,
  };
};

export type PageData = ReturnType<typeof startPageData>;
