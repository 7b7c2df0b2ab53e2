import { expect, test, vi } from 'vitest';
import { countries } from '../../fixtures/countries.ts';
import {
  buildLocaleLinks,
  chooseLocale,
  localeCookie,
  localeTarget,
  DEFAULT_COUNTRY,
  namedLocale,
  resolveLocale,
  toKnownLocales,
} from './locale.ts';

const known = toKnownLocales(countries);
const withDomain = toKnownLocales([
  ...countries,
  { ...countries[1]!, localeCode: 'en_GB', domain: 'uk.lumen-nutrition.com' },
]);

test('the locale list is built with language en and hyphenated codes', () => {
  expect(known.map(({ code, language }) => ({ code, language }))).toEqual([
    { code: 'en-US', language: 'en' },
    { code: 'en-CA', language: 'en' },
  ]);
});

test('the locale comes from the cookie, then the user, then en-US', () => {
  const user = { enabled: true, locale: 'en_CA' };
  expect(chooseLocale({ known, cookie: 'en-US', user })).toBe('en-US');
  expect(chooseLocale({ known, cookie: undefined, user })).toBe('en-CA');
  expect(chooseLocale({ known, cookie: undefined, user: undefined })).toBe('en-US');
});

test('an unknown code in the cookie or on the user is passed over', () => {
  expect(chooseLocale({ known, cookie: 'fr-FR', user: { enabled: true, locale: 'en-CA' } })).toBe(
    'en-CA',
  );
  expect(chooseLocale({ known, cookie: 'xx', user: { enabled: true, locale: 'de-DE' } })).toBe(
    'en-US',
  );
});

test('the locale cookie is secure, HttpOnly, lax, site-wide and lasts a year', () => {
  vi.stubEnv('DEV', false);
  expect(localeCookie('en-CA')).toBe(
    'locale=en-CA; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax',
  );
  vi.unstubAllEnvs();
});

test('each locale gets an alternate link: its domain, else this page with ?locale=', () => {
  const links = buildLocaleLinks({
    url: new URL('https://shop.test/science?utm=x&locale=en-CA'),
    known: withDomain,
    current: 'en-CA',
  });
  expect(links.alternates).toEqual([
    { hreflang: 'en-US', href: 'https://shop.test/science?utm=x&locale=en-US' },
    { hreflang: 'en-CA', href: 'https://shop.test/science?utm=x&locale=en-CA' },
    { hreflang: 'en-GB', href: 'https://uk.lumen-nutrition.com/science?utm=x' },
  ]);
  expect(links.xDefault).toBe('https://shop.test/science?utm=x');
  expect(links.canonical).toBe('https://shop.test/science?utm=x&locale=en-CA');
});

test('the canonical of a locale with its own domain is on that domain', () => {
  const links = buildLocaleLinks({
    url: new URL('https://shop.test/'),
    known: withDomain,
    current: 'en-GB',
  });
  expect(links.canonical).toBe('https://uk.lumen-nutrition.com/');
  expect(links.xDefault).toBe('https://shop.test/');
});

test('choosing a locale goes to its domain if it has one, else here with ?locale=', () => {
  const here = new URL('https://www.lumen-nutrition.com/science?ref=x');
  expect(localeTarget({ code: 'en-CA', domain: undefined }, here)).toBe(
    '/science?ref=x&locale=en-CA',
  );
  expect(localeTarget({ code: 'en-GB', domain: 'uk.lumen-nutrition.com' }, here)).toBe(
    'https://uk.lumen-nutrition.com/science?ref=x&locale=en-GB',
  );
});

test('a country entry whose code is no language tag is left out (generated answers, seed 22: html-lang-valid)', () => {
  const entry = (localeCode: string) => ({
    localeCode,
    domain: null,
    country: { ...DEFAULT_COUNTRY, code: 'CA' },
  });
  expect(
    toKnownLocales([entry('en_CA'), entry('ééé'), entry('a b'), entry('Vitamin'), entry('qq')]).map(
      ({ code }) => code,
    ),
  ).toEqual(['en-CA']);
});

test('one rule: ?locale=, the cookie, the account, en-US; the document is the rule without the account', async () => {
  const canadian = () => Promise.resolve({ enabled: true, locale: 'en_CA' });
  const named = (url: string, cookieHeader?: string, isDocument = true) =>
    namedLocale({ pageUrl: new URL(url), cookieHeader, isDocument });
  expect(await resolveLocale(known, named('https://shop.test/'), canadian)).toMatchObject({
    locale: 'en-CA',
    document: 'en-US',
    requested: undefined,
  });
  const cookie = await resolveLocale(known, named('https://shop.test/', 'locale=en-US'), canadian);
  expect(cookie).toMatchObject({ locale: 'en-US', document: 'en-US' });
  const param = named('https://shop.test/?locale=en_CA', 'locale=en-US');
  expect(await resolveLocale(known, param)).toMatchObject({
    locale: 'en-CA',
    document: 'en-CA',
    requested: 'en-CA',
  });
  // an in-app navigation's `?locale=` is the page's address, not a choice
  expect(
    (await resolveLocale(known, named('https://shop.test/?locale=en-CA', undefined, false))).locale,
  ).toBe('en-US');
  // a code no country has is no choice; the account is asked only when nothing known is named
  const account = vi.fn(canadian);
  expect(
    (await resolveLocale(known, named('https://shop.test/?locale=fr-FR'), account)).locale,
  ).toBe('en-CA');
  await resolveLocale(known, named('https://shop.test/', 'locale=en-CA'), account);
  expect(account).toHaveBeenCalledOnce();
});
