import type { Country, CountryLocale, User } from '../../contracts/site-api.ts';
import { serverCookie } from './cookies.ts';

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

/**
 * The locale list is built with language 'en' from the country list. An entry whose code is
 * no language tag is left out: it would be the page's `lang` and its prices' format
 * (docs/decisions/030-generated-answers.md).
 */
export const toKnownLocales = (countries: readonly CountryLocale[]): KnownLocale[] =>
  countries
    .map((entry) => ({
      code: normaliseLocaleCode(entry.localeCode),
      language: 'en' as const,
      domain: entry.domain ?? undefined,
      country: entry.country,
    }))
    .filter((locale) => isLanguageTag(locale.code));

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
