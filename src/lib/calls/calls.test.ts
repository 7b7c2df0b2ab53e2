import { expect, test, vi } from 'vitest';
import { countries } from '../../../fixtures/countries.ts';
import { createCustomer } from '../../../fixtures/users.ts';
import type { ContentEntry } from '../../../contracts/cms.ts';
import { answeringSources, TEST_TIMEOUTS } from '../request-context.testing.ts';
import type { PageTimeouts } from './backend-calls.ts';
import { startSharedCalls, type PageDataSources } from './shared-calls.ts';
import { startShopperCalls } from './shopper-calls.ts';
import { TimeBoxError } from './time-box.ts';
import { getLogger } from '../logger.ts';
import { SiteApiError } from '../site-api/client.ts';

const entry: ContentEntry = { id: 'home', data: { title: 'Home', blocks: [] } };

type Options = {
  url?: string;
  cookieHeader?: string;
  signal?: AbortSignal;
  timeouts?: PageTimeouts;
};

/** A page's shared render's calls, for a document request. */
const render = (
  sources: PageDataSources,
  {
    url = 'https://shop.test/',
    cookieHeader,
    signal = new AbortController().signal,
    timeouts = TEST_TIMEOUTS,
  }: Options = {},
) =>
  startSharedCalls(
    { pageUrl: new URL(url), cookieHeader, isDocument: true, signal },
    sources,
    timeouts,
  );

/** The shopper's answer's calls for a view of a page. */
const view = (
  sources: PageDataSources,
  {
    url = 'https://shop.test/',
    cookieHeader,
    signal = new AbortController().signal,
    timeouts = TEST_TIMEOUTS,
    siteSession = true,
  }: Options & { siteSession?: boolean } = {},
) =>
  startShopperCalls(
    { pageUrl: new URL(url), cookieHeader, siteSession, signal },
    sources,
    timeouts,
  );

/** Sources that record each call and its signal, and answer only when `release` is called. */
const gatedSources = () => {
  const calls: { name: string; signal: AbortSignal; locale?: string }[] = [];
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const after = <T>(name: string, signal: AbortSignal, value: T, locale?: string) => {
    calls.push({ name, signal, ...(locale ? { locale } : {}) });
    return gate.then(() => value);
  };
  const sources: PageDataSources = {
    currentUser: (signal) =>
      after(
        'user',
        signal,
        createCustomer({ data: { initials: 'JR', name: 'Jordan Rivera', authorities: [] } }),
      ),
    cart: (signal) => after('cart', signal, { lines: [] }),
    countries: (signal) => after('countries', signal, countries),
    cmsPage: ({ locale, path }, signal) =>
      after(`page ${path}`, signal, { status: 'found', entry } as const, locale),
    layoutModel: ({ locale, model }, signal) => after(model, signal, undefined, locale),
    chooseVariations: ({ locale }, signal) =>
      after('personalisation', signal, { choices: [], cookies: [] }, locale),
  };
  return { calls, sources, release: () => open() };
};

/** Sources none of which ever answers, nor listens to its signal. */
const hungSources = (): { sources: PageDataSources; signals: AbortSignal[] } => {
  const signals: AbortSignal[] = [];
  const hang = (signal: AbortSignal) => {
    signals.push(signal);
    return new Promise<never>(() => undefined);
  };
  return {
    signals,
    sources: {
      currentUser: hang,
      cart: hang,
      countries: hang,
      cmsPage: (_query, signal) => hang(signal),
      layoutModel: (_query, signal) => hang(signal),
      chooseVariations: (_query, signal) => hang(signal),
    },
  };
};

const LONG: PageTimeouts = {
  siteApiMs: 60_000,
  cmsMs: 60_000,
  personalisationMs: 60_000,
  pageBudgetMs: 60_000,
};

const quietLocaleFailure = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

test("every call of a page's shared render starts before any of them answers", async () => {
  const { calls, sources, release } = gatedSources();
  const data = render(sources);
  // nothing has answered yet: a call that waited for another would be missing here
  expect(calls.map((call) => call.name).sort()).toEqual(
    ['announcement-banner', 'countries', 'footer-data', 'navigation-links', 'page /'].sort(),
  );
  release();
  expect(await data.page('/')).toEqual({ status: 'found', entry });
  expect((await data.locale).knownLocales).toHaveLength(countries.length);
});

test("every call of the shopper's answer starts before any of them answers, and no CMS entry", async () => {
  const { calls, sources, release } = gatedSources();
  const data = view(sources, { cookieHeader: 'locale=en-CA' });
  expect(calls.map((call) => call.name).sort()).toEqual(
    ['cart', 'countries', 'personalisation', 'user'].sort(),
  );
  expect(calls.find((call) => call.name === 'personalisation')?.locale).toBe('en-CA');
  release();
  expect((await data.user)?.data?.name).toBe('Jordan Rivera');
});

test('the CMS starts with the locale cookie', () => {
  const { calls, sources } = gatedSources();
  render(sources, { cookieHeader: 'locale=en-CA' });
  expect(calls.filter((call) => call.locale).map((call) => call.locale)).toEqual(
    Array(4).fill('en-CA'),
  );
});

test("without a site-API session the shopper's answer asks for no user and no cart: it has none", async () => {
  const { calls, sources, release } = gatedSources();
  const data = view(sources, { siteSession: false });
  expect(calls.map((call) => call.name).sort()).toEqual(['countries', 'personalisation']);
  release();
  expect(await data.user).toBeUndefined();
  expect(await data.cart).toEqual({ lines: [] });
});

test('with a known locale cookie personalisation does not wait for the account', async () => {
  const data = view(
    answeringSources({
      currentUser: () => new Promise(() => undefined),
      chooseVariations: ({ locale }) =>
        Promise.resolve({ choices: [], cookies: [{ name: 'asked', value: locale, maxAge: 1 }] }),
    }),
    // time boxes past the test's own limit: an answer that waited for the account never settles
    { cookieHeader: 'locale=en-CA', timeouts: LONG },
  );
  expect((await data.personalisation)?.cookies[0]?.value).toBe('en-CA');
  expect(await data.locale).toMatchObject({ locale: 'en-CA', document: 'en-CA' });
});

test("a shopper's own locale, learnt from the user call, asks personalisation again in it", async () => {
  const asked: string[] = [];
  const data = view(
    answeringSources({
      currentUser: () => Promise.resolve(createCustomer({ locale: 'en_CA' })),
      chooseVariations: ({ locale }) => {
        asked.push(locale);
        return Promise.resolve(undefined);
      },
    }),
  );
  await data.personalisation;
  expect(asked).toEqual(['en-US', 'en-CA']);
  // the shared document was made without the account: in en-US
  expect(await data.locale).toMatchObject({ locale: 'en-CA', document: 'en-US' });
});

test('a backend that never answers takes its fallback when its time box ends, and is aborted', async () => {
  const failure = quietLocaleFailure();
  const { sources, signals } = hungSources();
  const timeouts = { siteApiMs: 20, cmsMs: 30, personalisationMs: 20, pageBudgetMs: 5000 };
  const data = render(sources, { timeouts });
  const shopper = view(sources, { timeouts });
  expect(await shopper.user).toBeNull();
  expect(await shopper.cart).toBeUndefined();
  expect(await shopper.personalisation).toBeUndefined();
  expect(await data.locale).toMatchObject({ locale: 'en-US', requested: undefined });
  expect(await Promise.all(Object.values(data.layout))).toEqual([undefined, undefined, undefined]);
  const page = await data.page('/');
  expect(page.status === 'failed' && page.error).toBeInstanceOf(TimeBoxError);
  expect(failure).toHaveBeenCalledWith('Unable to fetch locales', expect.any(TimeBoxError));
  expect(signals.every((signal) => signal.aborted)).toBe(true);
});

test('the page budget ends every call still out, whatever its own time box', async () => {
  quietLocaleFailure();
  const { sources, signals } = hungSources();
  const timeouts = {
    siteApiMs: 60_000,
    cmsMs: 60_000,
    personalisationMs: 60_000,
    pageBudgetMs: 30,
  };
  const data = render(sources, { timeouts });
  const shopper = view(sources, { timeouts });
  expect((await data.page('/')).status).toBe('failed');
  expect(await shopper.user).toBeNull();
  expect(signals.every((signal) => signal.aborted)).toBe(true);
  expect(data.signal.aborted).toBe(true);
});

test('when the client goes away every upstream call is aborted and the answers settle', async () => {
  quietLocaleFailure();
  const { sources, signals } = hungSources();
  const client = new AbortController();
  const data = render(sources, { signal: client.signal, timeouts: LONG });
  const shopper = view(sources, { signal: client.signal, timeouts: LONG });
  expect(signals.some((signal) => signal.aborted)).toBe(false);
  client.abort(new Error('client closed the connection'));
  // the render's countries, three models and page; the answer's user, cart, countries, variations
  expect(signals).toHaveLength(9);
  expect(signals.every((signal) => signal.aborted)).toBe(true);
  expect(await shopper.user).toBeNull();
  expect((await data.page('/')).status).toBe('failed');
});

test('failing backends take the documented fallbacks: account unknown, en-US, no cart, no variations', async () => {
  const failure = quietLocaleFailure();
  const down = () => Promise.reject(new Error('503'));
  const sources = {
    currentUser: down,
    cart: down,
    countries: down,
    cmsPage: down,
    layoutModel: down,
    chooseVariations: down,
  };
  const data = render(sources);
  const shopper = view(sources);
  expect(await shopper.user).toBeNull();
  expect(await shopper.cart).toBeUndefined();
  expect(await shopper.personalisation).toBeUndefined();
  expect((await data.locale).knownLocales.map((known) => known.code)).toEqual(['en-US']);
  expect(await data.layout.footer).toBeUndefined();
  expect(await data.page('/')).toMatchObject({ status: 'failed', error: { message: '503' } });
  expect(failure).toHaveBeenCalledWith('Unable to fetch locales', expect.any(Error));
});

test('?locale= on a known code is the locale and is handed back for the cookie', async () => {
  const data = render(answeringSources(), { url: 'https://shop.test/science?locale=en_CA' });
  expect(await data.locale).toMatchObject({ locale: 'en-CA', requested: 'en-CA' });
});

test("the render and the shopper's answer settle on one document locale, whatever the account says", async () => {
  const sources = answeringSources({
    currentUser: () => Promise.resolve(createCustomer({ locale: 'en_CA' })),
  });
  for (const options of [
    {},
    { cookieHeader: 'locale=en-CA' },
    { url: 'https://shop.test/?locale=en-CA', cookieHeader: 'locale=en-US' },
    { cookieHeader: 'locale=xx-XX' },
  ]) {
    const { locale } = await render(sources, options).locale;
    expect((await view(sources, options).locale).document).toBe(locale);
  }
});

test('before the answers, the page names the locale the request names, else en-US', () => {
  const { sources } = gatedSources();
  expect(render(sources, { url: 'https://shop.test/?locale=en_CA' }).localeGuess).toBe('en-CA');
  expect(render(sources, { cookieHeader: 'locale=en-CA' }).localeGuess).toBe('en-CA');
  expect(render(sources, { cookieHeader: 'locale=<script>' }).localeGuess).toBe('en-US');
});

test('a path no content page can have asks the CMS for nothing', () => {
  const { calls, sources } = gatedSources();
  render(sources, { url: 'https://shop.test/.env' });
  expect(calls.some((call) => call.name.startsWith('page'))).toBe(false);
});

test('a visitor id the service could not have issued is not sent on', () => {
  const sent: (string | undefined)[] = [];
  const sources = answeringSources({
    chooseVariations: ({ visitorId }) => {
      sent.push(visitorId);
      return Promise.resolve(undefined);
    },
  });
  view(sources, { cookieHeader: '_dyid_server=%1b%5b31mRED%07%0d%0aFAKE' });
  view(sources, { cookieHeader: `_dyid_server=${'1'.repeat(129)}` });
  view(sources, { cookieHeader: '_dyid_server=4242; other=1' });
  expect(sent).toEqual([undefined, undefined, '4242']);
});

test('a failed call is one warning line with its backend, call, status and time; a timeout inside the client is not a 500', async () => {
  const warn = vi.spyOn(getLogger(), 'warn').mockImplementation(() => undefined);
  quietLocaleFailure();
  const noAnswer = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
  const data = view(
    answeringSources({
      cart: () => Promise.reject(new SiteApiError('getCart', 503, 'Service Unavailable')),
      currentUser: () =>
        Promise.reject(
          new SiteApiError('getCurrentUser', 500, 'request failed', { cause: noAnswer }),
        ),
      chooseVariations: () =>
        Promise.reject(
          new SiteApiError('chooseVariations', 500, 'request failed', {
            cause: new TypeError('fetch failed'),
          }),
        ),
    }),
  );
  await Promise.all([data.cart, data.user, data.personalisation]);
  // each line's fields, its time told apart (a number of ms), and its message
  const lines = warn.mock.calls.map(([fields, message]) => {
    const { elapsedMs, ...rest } = fields as Record<string, unknown>;
    return { ...rest, elapsedMs: typeof elapsedMs, message };
  });
  expect(lines).toHaveLength(3);
  expect(lines).toContainEqual({
    backend: 'site-api',
    call: 'site-api.cart',
    status: 503,
    elapsedMs: 'number',
    message: 'site-api.cart failed: the page goes on without it',
  });
  expect(lines).toContainEqual({
    backend: 'site-api',
    call: 'site-api.user',
    timeoutMs: TEST_TIMEOUTS.siteApiMs,
    elapsedMs: 'number',
    message: 'site-api.user did not answer in time: the page goes on without it',
  });
  expect(lines).toContainEqual({
    backend: 'personalisation',
    call: 'personalisation.variations',
    errorKind: 'network',
    elapsedMs: 'number',
    message: 'personalisation.variations failed: the page goes on without it',
  });
});
