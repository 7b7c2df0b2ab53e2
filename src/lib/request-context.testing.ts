import { Hono } from 'hono';
import { contextStorage } from 'hono/context-storage';
import { countries } from '../../fixtures/countries.ts';
import { createUser } from '../../fixtures/users.ts';
import type { PageTimeouts } from './calls/backend-calls.ts';
import { startSharedCalls, type PageData, type PageDataSources } from './calls/shared-calls.ts';
import { startShopperCalls, type ShopperCalls } from './calls/shopper-calls.ts';
import type { RequestContext, RequestContextEnv } from './request-context.ts';

export const TEST_TIMEOUTS: PageTimeouts = {
  siteApiMs: 1000,
  cmsMs: 1000,
  personalisationMs: 1000,
  pageBudgetMs: 2000,
};

/** Backends that answer at once: an anonymous US visitor, no CMS entries, no variations. */
export const answeringSources = (overrides: Partial<PageDataSources> = {}): PageDataSources => ({
  // the site API answers a visitor nobody signed in as a user who is not enabled
  currentUser: () => Promise.resolve(createUser()),
  cart: () => Promise.resolve({ lines: [] }),
  countries: () => Promise.resolve(countries),
  cmsPage: () => Promise.resolve({ status: 'missing' }),
  layoutModel: () => Promise.resolve(undefined),
  chooseVariations: () => Promise.resolve(undefined),
  ...overrides,
});

/** A page's shared render's data from the given backends, for a document request of `url`. */
export const pageDataFor = (
  url: string,
  sources: PageDataSources,
  {
    cookieHeader,
    signal = new AbortController().signal,
    priceGroup,
  }: {
    cookieHeader?: string;
    signal?: AbortSignal;
    priceGroup?: string;
  } = {},
): PageData =>
  startSharedCalls(
    { pageUrl: new URL(url), cookieHeader, isDocument: true, priceGroup, signal },
    sources,
    TEST_TIMEOUTS,
  );

/** The shopper's calls for a view of `url`, with a site-API session unless told. */
export const shopperCallsFor = (
  url: string,
  sources: PageDataSources,
  {
    cookieHeader,
    signal = new AbortController().signal,
    siteSession = true,
  }: { cookieHeader?: string; signal?: AbortSignal; siteSession?: boolean } = {},
): ShopperCalls =>
  startShopperCalls(
    { pageUrl: new URL(url), cookieHeader, siteSession, signal },
    sources,
    TEST_TIMEOUTS,
  );

/** Runs `fn` as the server would while serving a request with this context. */
export const runInRequestContext = async <T>(
  {
    nonce,
    pageUrl = 'https://shop.test/',
    data = pageDataFor(pageUrl, answeringSources()),
    // like a crawler's: every part waits for its data and renders in place
    shellDeadline = new Promise<void>(() => undefined),
  }: {
    nonce?: string;
    pageUrl?: string;
    data?: PageData;
    shellDeadline?: Promise<void>;
  },
  fn: () => T,
): Promise<Awaited<T>> => {
  const context: RequestContext = {
    nonce,
    pageUrl: new URL(pageUrl),
    data,
    shellDeadline,
    renderingErrorPage: false,
    outcome: { contentUnavailable: false, streamed: false },
  };
  const app = new Hono<RequestContextEnv>();
  let outcome: { value: Awaited<T> } | { error: unknown } | undefined;
  app.use(contextStorage());
  app.get('*', async (c) => {
    c.set('requestContext', context);
    try {
      outcome = { value: await fn() };
    } catch (error) {
      outcome = { error };
    }
    return c.body(null);
  });
  await app.request(pageUrl);
  if (!outcome) {
    throw new Error('the request did not run');
  }
  if ('error' in outcome) {
    throw outcome.error instanceof Error ? outcome.error : new Error(String(outcome.error));
  }
  return outcome.value;
};
