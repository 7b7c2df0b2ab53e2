import { expect, test } from 'vitest';
import { createMockSetup, mockedBackends, withMockAddresses } from './environment.ts';

test('with nothing configured every backend is mocked and the server gets mock addresses', () => {
  const { config, mocked, defaultState } = createMockSetup({});
  expect(mocked).toEqual({ siteApi: true, cms: true, personalisation: true, monitoring: true });
  expect(defaultState).toEqual({
    shopper: 'anonymous',
    locale: 'us',
    cart: 'empty-cart',
    faults: {},
  });
  expect(config.siteApiUrl).toBe('https://site-api.mock.local');
  expect(config.personalisation.url).toBe('https://site-api.mock.local');
  expect(config.cmsPublicKey).toBe('mock-public-key');
  // the mock CMS answers per session, so its results are not cached; rendered pages are,
  // per scenario (mocks/server/register.ts), with the cart count and the shopper in their key
  expect(config.cmsCacheMs).toBe(0);
  expect(config.renderCacheMs).toBe(10_000);
});

test('with MOCKS=on a configured backend stays real while the others are mocked', () => {
  const env = { MOCKS: 'on', CMS_API_HOST: 'https://cms.example.com', CMS_PUBLIC_KEY: 'abc' };
  const { config, mocked } = createMockSetup(env);
  expect(mocked).toEqual({ siteApi: true, cms: false, personalisation: true, monitoring: true });
  expect(config.cmsApiHost).toBe('https://cms.example.com');
  expect(config.cmsPublicKey).toBe('abc');
  expect(config.cmsCacheMs).toBe(10_000);
  expect(withMockAddresses(env)).toMatchObject({
    MOCKS: 'on',
    SITE_API_URL: 'https://site-api.mock.local',
    CMS_API_HOST: 'https://cms.example.com',
  });
});

test('an empty variable counts as unset; personalisation follows a real site API', () => {
  expect(mockedBackends({ SITE_API_URL: '' }).siteApi).toBe(true);
  expect(mockedBackends({ SITE_API_URL: 'https://api.example.com' }).personalisation).toBe(false);
});
