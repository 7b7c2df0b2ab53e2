import { afterAll, beforeAll, expect, test } from 'vitest';
import { CartSchema } from '../../contracts/site-api.ts';
import { startMockBackends, type MockBackends } from './mock-backends-server.ts';
import { cmsEntryQuery } from './test-server.ts';

let backends: MockBackends;
const lines: string[] = [];

beforeAll(async () => {
  backends = await startMockBackends({ defaultState: 'customer', log: (line) => lines.push(line) });
});
afterAll(() => backends.close());

const cartOf = async (headers: Record<string, string>) => {
  const response = await fetch(`${backends.urls.siteApi}/cart?format=json`, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
};

test('each backend on its own port, answering with the default state', async () => {
  const me = await fetch(`${backends.urls.siteApi}/account/data/me`);
  expect(((await me.json()) as { enabled: boolean }).enabled).toBe(true);

  const cms = await fetch(`${backends.urls.cms}/api/v3/content/page?${cmsEntryQuery()}`);
  expect(cms.status).toBe(200);
  expect(new Set(Object.values(backends.ports)).size).toBe(4);
});

test('the state per request: the header, else the cookie; an invalid one is a 400 that says why', async () => {
  expect(CartSchema.parse((await cartOf({ 'x-mock-state': 'full-cart' })).body).lines).toHaveLength(
    3,
  );
  expect((await cartOf({ cookie: 'mock-state=site-api.cart%3Adown-500' })).status).toBe(500);
  // its old name, still read
  expect((await cartOf({ cookie: 'mock-scenario=site-api.cart%3Adown-500' })).status).toBe(500);
  const invalid = await cartOf({ 'x-mock-state': 'site-api.cart:sideways' });
  expect(invalid.status).toBe(400);
  expect(JSON.stringify(invalid.body)).toContain('unknown fault \\"sideways\\"');
  expect(lines).toContainEqual(
    expect.stringMatching(
      /^siteApi GET \/cart\?format=json -> 500 \(site-api\.cart:down-500\) site-api\.cart: down \(500\), its own fault, \d+ ms$/,
    ),
  );
});

test('GET /__mocks/state lists presets and parts and says the request state in words; the old /__scenarios too', async () => {
  const old = await fetch(`${backends.urls.cms}/__scenarios`);
  expect(old.status).toBe(200);
  expect(((await old.json()) as { presets: unknown[] }).presets).toHaveLength(14);
  const response = await fetch(`${backends.urls.cms}/__mocks/state`, {
    headers: { 'x-mock-state': 'professional,canada' },
  });
  const catalogue = (await response.json()) as {
    default: { value: string };
    thisRequest: { words: string };
    presets: { name: string }[];
    parts: { faultTargets: { target: string }[] };
  };
  expect(catalogue.default.value).toBe('customer');
  expect(catalogue.thisRequest.words).toBe(
    'professional (ROLE_PROFESSIONAL), Canada (en-CA), empty cart; every backend healthy',
  );
  expect(catalogue.presets).toHaveLength(14);
  expect(catalogue.parts.faultTargets.map(({ target }) => target)).toContain('cms.banner');
});

test('POST /__admin/reset forgets one session or every session', async () => {
  const session = { cookie: 'mock-session=reset-me' };
  const csrf = (await (
    await fetch(`${backends.urls.siteApi}/csrf`, { headers: session })
  ).json()) as {
    headerName: string;
    token: string;
  };
  const add = await fetch(`${backends.urls.siteApi}/cart/item/1001`, {
    method: 'POST',
    headers: { ...session, 'content-type': 'application/json', [csrf.headerName]: csrf.token },
    body: '{"quantity":2}',
  });
  expect(add.status).toBe(200);
  expect(CartSchema.parse((await cartOf(session)).body).lines).toHaveLength(1);
  const reset = await fetch(`${backends.urls.monitoring}/__admin/reset?session=reset-me`, {
    method: 'POST',
  });
  expect(await reset.json()).toEqual({ reset: 'session reset-me' });
  expect(CartSchema.parse((await cartOf(session)).body).lines).toHaveLength(0);
});

test("each port's journal lists the calls that port answered, not another backend's", async () => {
  const session = { cookie: 'mock-session=own-calls' };
  await fetch(`${backends.urls.siteApi}/cart?format=json`, { headers: session });
  await fetch(
    `${backends.urls.personalisation}/dy/ab/choose-variations?pagePath=%2F&pageType=HOMEPAGE&sectionId=8770001`,
    { headers: session },
  );
  const calls = async (port: string) =>
    (
      (await (await fetch(`${port}/__mocks/journal`, { headers: session })).json()) as {
        entries: { call: string }[];
      }
    ).entries.map((entry) => entry.call);
  expect(await calls(backends.urls.siteApi)).toEqual(['site-api.cart']);
  expect(await calls(backends.urls.personalisation)).toEqual(['personalisation.variations']);
});

test('the calls of one storefront request carry the page a CMS or personalisation call of it names', async () => {
  const headers = { cookie: 'mock-session=pages', 'x-request-id': 'page-request-1' };
  await fetch(`${backends.urls.siteApi}/account/data/me`, { headers });
  await fetch(
    `${backends.urls.personalisation}/dy/ab/choose-variations?pagePath=%2Fscience&pageType=OTHER&sectionId=8770001`,
    { headers },
  );
  await fetch(`${backends.urls.siteApi}/cart?format=json`, { headers });
  const journal = (await (
    await fetch(`${backends.urls.siteApi}/__mocks/journal?page=/science`, { headers })
  ).json()) as { entries: { call: string; page?: string }[] };
  expect(journal.entries.map(({ call, page }) => [call, page])).toEqual([
    ['site-api.user', '/science'],
    ['site-api.cart', '/science'],
  ]);
});
