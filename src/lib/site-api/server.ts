import {
  CountriesSchema,
  UserSchema,
  type CountryLocale,
  type User,
} from '../../../contracts/site-api.ts';
import { getConfig } from '../config.ts';

// Placeholder (drop at merge): the site-API client replaces this file.
export const createServerSiteApi = (cookieHeader?: string) => {
  const call = async (path: string, method = 'GET') => {
    const response = await fetch(new URL(path, getConfig().siteApiUrl), {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
      },
    });
    if (!response.ok) {
      throw new Error(`site API ${path}: ${response.status}`);
    }
    return response;
  };
  return {
    getCountries: async ({ type }: { type?: 'shipping' } = {}): Promise<CountryLocale[]> =>
      CountriesSchema.parse(
        await (await call(`/geography/countries?format=json${type ? `&type=${type}` : ''}`)).json(),
      ),
    getCurrentUser: async (): Promise<User> =>
      UserSchema.parse(await (await call('/account/data/me')).json()),
    reportReferral: async (refCode: string): Promise<void> => {
      await call(`/customer/referrer/${encodeURIComponent(refCode)}`, 'POST');
    },
  };
};
