import { expect, test } from 'vitest';
import { createMockSetup } from '../server/environment.ts';
import { createHandlers } from './all-handlers.ts';

const hostsOf = (env: Record<string, string>) =>
  new Set(
    createHandlers(createMockSetup(env)).map(
      (handler) => new URL(handler.info.header.split(' ')[1] ?? '').host,
    ),
  );

test('every backend left unset gets handlers', () => {
  expect(hostsOf({})).toEqual(
    new Set([
      'site-api.mock.local',
      'cdn.builder.io',
      'monitoring-intake.mock.local',
      'partner.mock.local',
    ]),
  );
});

test('a backend configured as real gets no handler', () => {
  const hosts = hostsOf({
    CMS_API_HOST: 'https://cms.example.com',
    MONITORING_INTAKE_URL: 'https://intake.example.com',
    MOCKS: 'on',
  });
  expect(hosts).toEqual(new Set(['site-api.mock.local', 'partner.mock.local']));
  const realSiteApi = createHandlers(
    createMockSetup({
      SITE_API_URL: 'https://api.example.com',
      PERSONALISATION_API_URL: 'https://api.example.com',
    }),
  ).map((handler) => handler.info.header);
  expect(realSiteApi.filter((header) => header.includes('example.com'))).toEqual([]);
  expect(realSiteApi.some((header) => header.includes('/csrf'))).toBe(false);
});
