import { expect, test } from 'vitest';
import { MOCK_CMS_PUBLIC_KEY, parseConfig } from './config.ts';

test('with nothing configured every backend is mocked, on port 3000, scenario anonymous', () => {
  const config = parseConfig({});
  expect(config.port).toBe(3000);
  expect(config.mocks.enabled).toBe(true);
  expect(config.mocks.backends).toEqual({
    siteApi: true,
    cms: true,
    personalisation: true,
    monitoring: true,
  });
  expect(config.mocks.defaultScenario).toBe('anonymous');
  expect(config.cmsPublicKey).toBe(MOCK_CMS_PUBLIC_KEY);
});

test('a configured CMS host is real while the site API stays mocked', () => {
  const config = parseConfig({ CMS_API_HOST: 'https://cms.example.com', CMS_PUBLIC_KEY: 'abc' });
  expect(config.mocks.backends.cms).toBe(false);
  expect(config.mocks.backends.siteApi).toBe(true);
  expect(config.cmsApiHost).toBe('https://cms.example.com');
  expect(config.cmsPublicKey).toBe('abc');
});

test('a bad variable stops start-up with a message that names it', () => {
  expect(() => parseConfig({ PORT: 'eighty', SITE_API_URL: 'not a url' })).toThrow(
    /PORT[\s\S]*SITE_API_URL|SITE_API_URL[\s\S]*PORT/,
  );
});

test('MOCKS=off requires every backend address', () => {
  expect(() => parseConfig({ MOCKS: 'off', SITE_API_URL: 'https://api.example.com' })).toThrow(
    /CMS_API_HOST: required when MOCKS=off/,
  );
});

test('an empty variable counts as unset', () => {
  expect(parseConfig({ SITE_API_URL: '' }).mocks.backends.siteApi).toBe(true);
});

test('personalisation follows a real site API unless it has an address of its own', () => {
  const config = parseConfig({ SITE_API_URL: 'https://api.example.com' });
  expect(config.mocks.backends.personalisation).toBe(false);
  expect(config.personalisation.url).toBe('https://api.example.com');
});

test('each backend call has its time box and the page a budget, by default and from the env', () => {
  expect(parseConfig({}).timeouts).toEqual({
    siteApiMs: 1500,
    cmsMs: 2000,
    personalisationMs: 800,
    pageBudgetMs: 2500,
  });
  expect(parseConfig({ CMS_TIMEOUT_MS: '900', PAGE_BUDGET_MS: '1800' }).timeouts).toMatchObject({
    cmsMs: 900,
    pageBudgetMs: 1800,
  });
});

test('a page budget shorter than a call time box stops start-up', () => {
  expect(() => parseConfig({ PAGE_BUDGET_MS: '1000' })).toThrow(
    /PAGE_BUDGET_MS: must be at least the longest call time box \(2000 ms\)/,
  );
  expect(() => parseConfig({ SITE_API_TIMEOUT_MS: 'soon' })).toThrow(/SITE_API_TIMEOUT_MS/);
});
