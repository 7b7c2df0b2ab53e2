import type { CountryLocale } from '../../../contracts/site-api.ts';

// the site sells in a handful of countries; a list longer than every country on earth is
// a backend fault, and the cache keeps no more than this for the process's lifetime
export const MAX_COUNTRIES = 250;

/**
 * The country list, fetched once per `ttlMs` for the whole process (concurrent pages share
 * one request). A failure is not kept, so the next page tries again.
 */
export const createCountriesCache = ({
  ttlMs,
  load,
}: {
  ttlMs: number;
  load: () => Promise<readonly CountryLocale[]>;
}) => {
  let kept: { list: readonly CountryLocale[]; until: number } | undefined;
  let pending: Promise<readonly CountryLocale[]> | undefined;
  return (): Promise<readonly CountryLocale[]> => {
    if (kept && kept.until > Date.now()) {
      return Promise.resolve(kept.list);
    }
    pending ??= load()
      .then((list) => {
        if (list.length > MAX_COUNTRIES) {
          console.warn(`[countries] ${list.length} countries; the first ${MAX_COUNTRIES} are kept`);
        }
        const bounded = list.slice(0, MAX_COUNTRIES);
        kept = { list: bounded, until: Date.now() + ttlMs };
        return bounded;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };
};
