import type { MiddlewareHandler } from 'hono';
import type { CountryLocale, User } from '../../contracts/site-api.ts';
import {
  chooseLocale,
  countryOf,
  findKnownLocale,
  LOCALE_COOKIE,
  LOCALE_PARAM,
  localeCookie,
  toKnownLocales,
} from '../lib/locale.ts';
import { readCookie } from '../lib/cookies.ts';
import { createRequestContext, updateRequestContext } from '../lib/request-context.ts';
import { createServerSiteApi } from '../lib/site-api/server.ts';
import { isDocumentRequest, isPageRequest } from './request-kind.ts';

const COUNTRIES_TTL_MS = 5 * 60 * 1000;

/**
 * Resolves the locale of every page request (SPEC.md 2.2 and 4): `?locale=` on a full
 * page load sets the cookie when the code is known; then the cookie, the user's locale,
 * en-US. The country list is fetched once per process and kept for five minutes; when
 * it fails the page goes on with en-US alone and the next request tries again.
 */
export const locale = (): MiddlewareHandler => {
  let countries: { list: CountryLocale[]; until: number } | undefined;
  let pending: Promise<CountryLocale[] | undefined> | undefined;

  const loadCountries = async (): Promise<CountryLocale[] | undefined> => {
    if (countries && countries.until > Date.now()) {
      return countries.list;
    }
    pending ??= createServerSiteApi()
      .getCountries()
      .then((list) => {
        countries = { list, until: Date.now() + COUNTRIES_TTL_MS };
        return list;
      })
      .catch((error: unknown) => {
        console.error('Unable to fetch locales', error);
        return undefined;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  return async (c, next) => {
    const request = c.req.raw;
    if (!isPageRequest(request)) {
      await next();
      return;
    }
    const cookieHeader = request.headers.get('cookie') ?? undefined;
    const [list, user] = await Promise.all([
      loadCountries(),
      createServerSiteApi(cookieHeader)
        .getCurrentUser()
        .catch((): User | undefined => undefined),
    ]);
    const known = list ? toKnownLocales(list) : createRequestContext().knownLocales;
    const requested = isDocumentRequest(request)
      ? findKnownLocale(known, new URL(request.url).searchParams.get(LOCALE_PARAM))
      : undefined;
    const chosen =
      requested?.code ??
      chooseLocale({ known, cookie: readCookie(cookieHeader, LOCALE_COOKIE), user });
    updateRequestContext({
      locale: chosen,
      knownLocales: known,
      country: countryOf(known, chosen),
      user,
    });
    await next();
    if (requested) {
      c.header('set-cookie', localeCookie(requested.code), { append: true });
    }
  };
};
