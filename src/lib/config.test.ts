import { expect, test } from 'vitest';
import { decideMockMode, parseConfig, placeholdersInProduction } from './config.ts';

const REAL = {
  SITE_API_URL: 'https://api.example.com',
  CMS_API_HOST: 'https://cdn.example.com',
  CMS_PUBLIC_KEY: 'abc',
  MONITORING_INTAKE_URL: 'https://intake.example.com',
  SITE_PUBLIC_URL: 'https://www.shop.example',
};

test('mock mode is on only when no backend address is configured', () => {
  expect(decideMockMode({})).toEqual({ enabled: true, reason: 'no backend address is configured' });
  expect(decideMockMode({ SITE_API_URL: '', PORT: '4000' }).enabled).toBe(true);
  const backendVariables = [
    'SITE_API_URL',
    'CMS_API_HOST',
    'CMS_PUBLIC_KEY',
    'PERSONALISATION_API_URL',
    'MONITORING_INTAKE_URL',
  ];
  for (const name of backendVariables) {
    expect(decideMockMode({ [name]: 'https://one.example.com' })).toEqual({
      enabled: false,
      reason: `backend addresses configured: ${name}`,
    });
  }
});

test('MOCKS=on or off overrides the default; another value stops start-up', () => {
  expect(decideMockMode({ ...REAL, MOCKS: 'on' })).toEqual({ enabled: true, reason: 'MOCKS=on' });
  expect(decideMockMode({ MOCKS: 'off' })).toEqual({ enabled: false, reason: 'MOCKS=off' });
  expect(() => decideMockMode({ MOCKS: 'yes' })).toThrow(/MOCKS: on or off \(got "yes"\)/);
});

test('a server with real backends reads them all, port 3000 by default', () => {
  const config = parseConfig(REAL);
  expect(config.port).toBe(3000);
  expect(config.siteApiUrl).toBe('https://api.example.com');
  expect(config.cmsApiHost).toBe('https://cdn.example.com');
  expect(config.cmsPublicKey).toBe('abc');
  expect(config.cmsCacheMs).toBe(10_000);
  expect(config.monitoring.intakeUrl).toBe('https://intake.example.com');
});

test('a missing address stops start-up, naming the variable and why the mocks are off', () => {
  const withoutIntake = { ...REAL, MONITORING_INTAKE_URL: '' };
  expect(() => parseConfig(withoutIntake)).toThrow(
    'MONITORING_INTAKE_URL: required when the mocks are off (backend addresses configured: SITE_API_URL, CMS_API_HOST, CMS_PUBLIC_KEY)',
  );
  expect(() => parseConfig({ MOCKS: 'off' })).toThrow(
    /SITE_API_URL: required when the mocks are off \(MOCKS=off\)[\s\S]*CMS_PUBLIC_KEY[\s\S]*SITE_PUBLIC_URL/,
  );
});

test('a bad variable stops start-up with a message that names it', () => {
  expect(() => parseConfig({ ...REAL, PORT: 'eighty', SITE_API_URL: 'not a url' })).toThrow(
    /PORT[\s\S]*SITE_API_URL|SITE_API_URL[\s\S]*PORT/,
  );
});

test('personalisation follows the site API unless it has an address of its own', () => {
  expect(parseConfig(REAL).personalisation.url).toBe('https://api.example.com');
  const own = parseConfig({ ...REAL, PERSONALISATION_API_URL: 'https://dy.example.com' });
  expect(own.personalisation.url).toBe('https://dy.example.com');
});

test('spans are exported only with an OTLP endpoint: the base address gets /v1/traces, the traces address wins', () => {
  expect(parseConfig(REAL).tracing).toEqual({
    tracesUrl: undefined,
    serviceName: 'storefront-web',
  });
  expect(
    parseConfig({ ...REAL, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }).tracing
      .tracesUrl,
  ).toBe('http://collector:4318/v1/traces');
  const both = parseConfig({
    ...REAL,
    OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/otlp/v1/traces',
    OTEL_SERVICE_NAME: 'storefront-eu',
  }).tracing;
  expect(both).toEqual({
    tracesUrl: 'https://traces.example.com/otlp/v1/traces',
    serviceName: 'storefront-eu',
  });
});

test('each backend call has its time box and the page a budget, by default and from the env', () => {
  expect(parseConfig(REAL).timeouts).toEqual({
    siteApiMs: 1500,
    cmsMs: 2000,
    personalisationMs: 800,
    pageBudgetMs: 2500,
  });
  expect(
    parseConfig({ ...REAL, CMS_TIMEOUT_MS: '900', PAGE_BUDGET_MS: '1800' }).timeouts,
  ).toMatchObject({
    cmsMs: 900,
    pageBudgetMs: 1800,
  });
});

test('a page budget shorter than a call time box stops start-up', () => {
  expect(() => parseConfig({ ...REAL, PAGE_BUDGET_MS: '1000' })).toThrow(
    /PAGE_BUDGET_MS: must be at least the longest call time box \(2000 ms\)/,
  );
  expect(() => parseConfig({ ...REAL, SITE_API_TIMEOUT_MS: 'soon' })).toThrow(
    /SITE_API_TIMEOUT_MS/,
  );
});

test('the tag manager is the local stand-in by default, an https address, or off', () => {
  expect(parseConfig(REAL).thirdPartyScripts.tagManager).toBe('/vendor/gtm.js');
  expect(
    parseConfig({ ...REAL, TAG_MANAGER_SCRIPT_URL: 'https://tags.example/gtm.js' })
      .thirdPartyScripts.tagManager,
  ).toBe('https://tags.example/gtm.js');
  expect(
    parseConfig({ ...REAL, TAG_MANAGER_SCRIPT_URL: 'off' }).thirdPartyScripts.tagManager,
  ).toBeUndefined();
  expect(() => parseConfig({ ...REAL, TAG_MANAGER_SCRIPT_URL: 'http://tags.example' })).toThrow(
    /TAG_MANAGER_SCRIPT_URL/,
  );
});

test('a configuration error names the variable but never prints a secret or a password in an address', () => {
  const refuse = (env: Record<string, string>) => {
    try {
      parseConfig({ MOCKS: 'on', ...env });
    } catch (error) {
      return String(error);
    }
    return 'accepted';
  };
  const secret = refuse({ CMS_WEBHOOK_SECRET: 'short-s3cret' });
  expect(secret).toContain('CMS_WEBHOOK_SECRET:');
  expect(secret).not.toContain('short-s3cret');
  const cache = refuse({ CACHE_URL: 'http://:hunter2pass@cache.internal:6379' });
  expect(cache).toContain('CACHE_URL:');
  expect(cache).not.toContain('hunter2pass');
  const api = refuse({ SITE_API_URL: 'ftp://user:topsecret@api.internal/' });
  expect(api).toContain('SITE_API_URL:');
  expect(api).not.toContain('topsecret');
});

test('the stand-in monitoring, consent and tag-manager values are named when the mocks are off', () => {
  const real = { MOCKS: 'off', SITE_API_URL: 'https://api.example.com' };
  expect(placeholdersInProduction({ ...real, TAG_MANAGER_SCRIPT_URL: 'off' })).toEqual([
    'MONITORING_APPLICATION_ID',
    'MONITORING_CLIENT_TOKEN',
    'MONITORING_ENV',
    'MONITORING_VERSION',
    'CONSENT_SCRIPT_URL',
  ]);
  expect(placeholdersInProduction({})).toEqual([]);
});
