import { expect, test, vi } from 'vitest';
import { CartSchema, UserSchema } from '../../contracts/site-api.ts';
import { createMockSetup } from '../server/environment.ts';
import { MOCK_PRESET_NAMES } from './presets.ts';
import { presetStates } from './preset-states.ts';
import { cmsEntryQuery, cookieHeader, installMockServer } from '../server/test-server.ts';

const { config } = installMockServer();

const asPreset = (preset: string) => ({
  headers: { cookie: cookieHeader(preset, preset) },
});

const userOf = async (preset: string) =>
  UserSchema.parse(
    await (await fetch(`${config.siteApiUrl}/account/data/me`, asPreset(preset))).json(),
  );

const authorities = async (preset: string) =>
  (await userOf(preset)).data?.authorities.map(({ authority }) => authority);

test('every preset has a description', () => {
  expect(MOCK_PRESET_NAMES).toHaveLength(14);
  for (const name of MOCK_PRESET_NAMES) {
    expect(presetStates[name].description).not.toBe('');
  }
});

test('anonymous is the default: logged out', async () => {
  const user = UserSchema.parse(await (await fetch(`${config.siteApiUrl}/account/data/me`)).json());
  expect(user).toMatchObject({ enabled: false, loggedIn: false });
});

test('an invalid mock state cookie is a 400 that says why', async () => {
  const response = await fetch(`${config.siteApiUrl}/account/data/me`, asPreset('nope'));
  expect(response.status).toBe(400);
  expect(((await response.json()) as { message: string }).message).toContain('unknown part "nope"');
});

test('roles per preset', async () => {
  expect(await userOf('customer')).toMatchObject({ enabled: true, data: { initials: 'JR' } });
  expect(await authorities('customer')).toEqual(['ROLE_CUSTOMER']);
  expect(await authorities('professional')).toContain('ROLE_PROFESSIONAL');
  expect(await authorities('developer')).toContain('ROLE_DEVELOPER');
  expect(await authorities('ambassador')).toContain('ROLE_AMBASSADOR');
  expect(await authorities('all-roles')).toEqual(
    expect.arrayContaining(['ROLE_PROFESSIONAL', 'ROLE_DEVELOPER', 'ROLE_AMBASSADOR']),
  );
});

test('canada: the user locale is en-CA and the country list is unchanged', async () => {
  expect((await userOf('canada')).locale).toBe('en-CA');
  const countries = (preset: string) =>
    fetch(`${config.siteApiUrl}/geography/countries?format=json`, asPreset(preset)).then(
      (response) => response.json(),
    );
  expect(await countries('canada')).toEqual(await countries('anonymous'));
});

test('full-cart starts with 3 lines of quantities 1, 2 and 3', async () => {
  const cart = CartSchema.parse(
    await (await fetch(`${config.siteApiUrl}/cart?format=json`, asPreset('full-cart'))).json(),
  );
  expect(cart.lines.map((line) => line.quantity)).toEqual([1, 2, 3]);
  expect(cart.lines[1]?.subtotal).toBe('$48.00');
});

const cmsQuery = cmsEntryQuery();

test('cms-empty: every model answers an empty list', async () => {
  for (const model of ['page', 'announcement-banner', 'navigation-links', 'footer-data']) {
    const response = await fetch(
      `${config.cmsApiHost}/api/v3/content/${model}?${cmsQuery}`,
      asPreset('cms-empty'),
    );
    expect(await response.json()).toEqual({ results: [] });
  }
});

const personalisationUrl = `${config.personalisation.url}/dy/ab/choose-variations?pagePath=/&pageType=HOMEPAGE&sectionId=8770001`;

test.each([
  ['site-api-down', `${config.siteApiUrl}/account/data/me`],
  ['site-api-down', `${config.siteApiUrl}/csrf`],
  ['cms-down', `${config.cmsApiHost}/api/v3/content/page?${cmsQuery}`],
  ['personalisation-down', personalisationUrl],
])('%s: %s answers 503', async (preset, url) => {
  expect((await fetch(url, asPreset(preset))).status).toBe(503);
});

test('a failing backend leaves the others up', async () => {
  expect((await fetch(personalisationUrl, asPreset('site-api-down'))).status).toBe(200);
  expect((await fetch(`${config.siteApiUrl}/csrf`, asPreset('cms-down'))).status).toBe(200);
});

test.each([
  ['slow-backends', 3000],
  ['slow-in-time', 600],
] as const)('%s: answers come after %i ms', async (preset, delayMs) => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  try {
    let settled = false;
    const answer = fetch(`${config.siteApiUrl}/csrf`, asPreset(preset)).then((response) => {
      settled = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(delayMs - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer).status).toBe(200);
  } finally {
    vi.useRealTimers();
  }
});

test('an old-name mock state cookie (mock-scenario) still picks the state; the new name wins', async () => {
  const me = (cookie: string) =>
    fetch(`${config.siteApiUrl}/account/data/me`, { headers: { cookie } })
      .then((response) => response.json())
      .then((body) => UserSchema.parse(body));
  expect(await me('mock-scenario=customer')).toMatchObject({ loggedIn: true });
  expect(await me('mock-state=customer')).toMatchObject({ loggedIn: true });
  expect(await me('mock-scenario=customer; mock-state=anonymous')).toMatchObject({
    loggedIn: false,
  });
});

test('MOCK_STATE, or its old name MOCK_SCENARIO, names the default state', () => {
  expect(createMockSetup({ MOCK_SCENARIO: 'canada' }).defaultState).toEqual(
    presetStates.canada.state,
  );
  expect(createMockSetup({ MOCK_STATE: 'customer', MOCK_SCENARIO: 'canada' }).defaultState).toEqual(
    presetStates.customer.state,
  );
});

test('MOCK_STATE must name a preset or a valid part list', () => {
  expect(() => createMockSetup({ MOCK_STATE: 'nope' })).toThrow(
    /MOCK_STATE: Invalid mock state "nope": unknown part "nope"/,
  );
  expect(createMockSetup({ MOCK_STATE: 'canada' }).defaultState).toEqual(presetStates.canada.state);
  expect(createMockSetup({ MOCK_STATE: 'professional,cms:down' }).defaultState).toMatchObject({
    shopper: 'professional',
    faults: { cms: { kind: 'down', status: 503 } },
  });
});
