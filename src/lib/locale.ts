import type { Country, CountryLocale, User } from '../../contracts/site-api.ts';
import { readCookie, serverCookie } from './cookies.ts';

/** Locale rules of docs/behaviour.md#layouts, #data (Country / locale), 4 (Locale) and 9. */

export const DEFAULT_LOCALE = 'en-US';
export const LOCALE_COOKIE = 'locale';
export const LOCALE_PARAM = 'locale';
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

// used while the country list is unknown; no optional feature is switched on blindly
export const DEFAULT_COUNTRY: Country = {
  code: 'US',
  name: 'United States',
  taiaEnabled: false,
  testingEnabled: false,
  professionEnabled: false,
  shippingEnabled: false,
};

export type KnownLocale = {
  /** e.g. en-US */
  code: string;
  language: 'en';
  domain: string | undefined;
  country: Country;
};

/** The locales while the country list is unknown: en-US alone. */
export const DEFAULT_KNOWN_LOCALES: readonly KnownLocale[] = [
  { code: DEFAULT_LOCALE, language: 'en', domain: undefined, country: DEFAULT_COUNTRY },
];

const normaliseLocaleCode = (code: string) => code.replaceAll('_', '-');

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** A language tag whose language is one ICU knows: `Vitamin` parses as a tag, but names none. */
const isLanguageTag = (code: string) => {
  try {
    const { language } = new Intl.Locale(code);
    return language.length <= 3 && languageNames.of(language) !== undefined;
  } catch {
    return false;
  }
};

// the country list is one array for the whole process while its cache keeps it
// (src/lib/calls/countries.ts), and ICU's checks of its codes were 4 % of the shopper
// answer's CPU: the locales are worked out once per list, and go with it
const knownOfCountries = new WeakMap<readonly CountryLocale[], readonly KnownLocale[]>();

/**
 * The locale list is built with language 'en' from the country list. An entry whose code is
 * no language tag is left out: it would be the page's `lang` and its prices' format
 * (docs/decisions/030-generated-answers.md).
 */
export const toKnownLocales = (countries: readonly CountryLocale[]): readonly KnownLocale[] => {
  let known = knownOfCountries.get(countries);
  if (!known) {
    known = countries
      .map((entry) => ({
        code: normaliseLocaleCode(entry.localeCode),
        language: 'en' as const,
        domain: entry.domain ?? undefined,
        country: entry.country,
      }))
      .filter((locale) => isLanguageTag(locale.code));
    knownOfCountries.set(countries, known);
  }
  return known;
};

export const findKnownLocale = (
  known: readonly KnownLocale[],
  code: string | null | undefined,
): KnownLocale | undefined =>
  code ? known.find((locale) => locale.code === normaliseLocaleCode(code)) : undefined;

/** The locale cookie, then the user's locale, then en-US; only known codes count. */
export const chooseLocale = ({
  known,
  cookie,
  user,
}: {
  known: readonly KnownLocale[];
  cookie: string | undefined;
  user: User | undefined;
}): string =>
  (findKnownLocale(known, cookie) ?? findKnownLocale(known, user?.locale))?.code ?? DEFAULT_LOCALE;

export const countryOf = (known: readonly KnownLocale[], code: string): Country =>
  findKnownLocale(known, code)?.country ?? DEFAULT_COUNTRY;

/** The locale a request names, as sent: `?locale=` (on a full page load only), the cookie. */
export type NamedLocale = { param: string | undefined; cookie: string | undefined };

export const NO_NAMED_LOCALE: NamedLocale = { param: undefined, cookie: undefined };

export const namedLocale = (request: {
  pageUrl: URL;
  cookieHeader: string | undefined;
  /** `?locale=` counts on a full page load only */
  isDocument: boolean;
}): NamedLocale => ({
  param: (request.isDocument && request.pageUrl.searchParams.get(LOCALE_PARAM)) || undefined,
  cookie: readCookie(request.cookieHeader, LOCALE_COOKIE),
});

// the shape of a locale code; anything else from a cookie or a parameter is not a guess worth a call
const LOCALE_SHAPE = /^[a-z]{2}[-_][A-Z]{2}$/;

/**
 * The locale a request names before the country list says which are known (en-US when
 * none): what a page says before its locale settles, and what its CMS calls start with.
 */
export const localeGuess = ({ param, cookie }: NamedLocale): string =>
  [param, cookie].find((code) => code && LOCALE_SHAPE.test(code))?.replace('_', '-') ??
  DEFAULT_LOCALE;

export type ResolvedLocale = {
  locale: string;
  knownLocales: readonly KnownLocale[];
  country: Country;
  /** the known code `?locale=` asked for, which the response stores in the locale cookie */
  requested: string | undefined;
  /**
   * the locale of the page's shared document: the rule without the account, which no shared
   * document knows; when `locale` differs, the shopper's answer says to load the page again
   */
  document: string;
};

/**
 * The locale rule of every answer (docs/behaviour.md#states): `?locale=`, else the cookie,
 * else the account's (`chooseLocale`), else en-US; only known codes count. The account is
 * asked for only when the request names no known locale.
 */
export const resolveLocale = async (
  known: readonly KnownLocale[],
  named: NamedLocale,
  account: () => Promise<User | null | undefined> = () => Promise.resolve(undefined),
): Promise<ResolvedLocale> => {
  const requested = findKnownLocale(known, named.param)?.code;
  const byRequest = requested ?? findKnownLocale(known, named.cookie)?.code;
  const locale =
    byRequest ?? chooseLocale({ known, cookie: undefined, user: (await account()) ?? undefined });
  return {
    locale,
    knownLocales: known,
    country: countryOf(known, locale),
    requested,
    document: byRequest ?? DEFAULT_LOCALE,
  };
};

/**
 * Where choosing a locale takes the shopper: the same page, on the locale's own domain when
 * it has one, with ?locale= so that the server there applies it (docs/behaviour.md#states).
 */
export const localeTarget = (locale: Pick<KnownLocale, 'code' | 'domain'>, current: URL) => {
  const target = new URL(current);
  target.searchParams.set(LOCALE_PARAM, locale.code);
  return locale.domain
    ? `https://${locale.domain}${target.pathname}${target.search}`
    : `${target.pathname}${target.search}`;
};

export const localeCookie = (code: string) =>
  serverCookie(LOCALE_COOKIE, code, LOCALE_COOKIE_MAX_AGE_S);

export type LocaleLinks = {
  alternates: { hreflang: string; href: string }[];
  xDefault: string;
  canonical: string;
};

/**
 * hreflang links for a page: one per locale (its own domain when it has one, else this
 * page with ?locale= set, other parameters kept), an x-default without the locale
 * parameter, and the canonical address of the current locale.
 */
export const buildLocaleLinks = ({
  url,
  known,
  current,
}: {
  url: URL;
  known: readonly KnownLocale[];
  current: string;
}): LocaleLinks => {
  const withoutLocale = new URL(url);
  withoutLocale.hash = '';
  withoutLocale.searchParams.delete(LOCALE_PARAM);
  const hrefFor = (locale: KnownLocale) => {
    if (locale.domain) {
      return `https://${locale.domain}${withoutLocale.pathname}${withoutLocale.search}`;
    }
    const href = new URL(withoutLocale);
    href.searchParams.set(LOCALE_PARAM, locale.code);
    return href.href;
  };
  const alternates = known.map((locale) => ({ hreflang: locale.code, href: hrefFor(locale) }));
  const currentLocale = findKnownLocale(known, current);
  return {
    alternates,
    xDefault: withoutLocale.href,
    canonical: currentLocale ? hrefFor(currentLocale) : withoutLocale.href,
  };
};
