import { expect, test, vi } from 'vitest';
import { countries, createCountryLocale } from '../../../fixtures/countries.ts';
import { createCountriesCache, MAX_COUNTRIES } from './countries.ts';

test('the country list is fetched once for concurrent pages and kept', async () => {
  const load = vi.fn(() => Promise.resolve(countries));
  const get = createCountriesCache({ ttlMs: 60_000, load });
  await Promise.all([get(), get()]);
  expect(await get()).toEqual(countries);
  expect(load).toHaveBeenCalledTimes(1);
});

test('a failure is not kept: the next page asks again', async () => {
  const load = vi
    .fn<() => Promise<typeof countries>>()
    .mockRejectedValueOnce(new Error('503'))
    .mockResolvedValueOnce(countries);
  const get = createCountriesCache({ ttlMs: 60_000, load });
  await expect(get()).rejects.toThrow('503');
  expect(await get()).toEqual(countries);
});

test('an oversized list is cut to the cap before it is kept', async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const huge = Array.from({ length: MAX_COUNTRIES + 50 }, () => createCountryLocale());
  const get = createCountriesCache({ ttlMs: 60_000, load: () => Promise.resolve(huge) });
  expect(await get()).toHaveLength(MAX_COUNTRIES);
});
