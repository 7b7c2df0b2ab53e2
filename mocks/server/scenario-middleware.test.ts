import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { UserSchema } from '../../contracts/site-api.ts';
import { createMockMiddleware } from './mock-middleware.ts';
import { installMockServer } from './test-server.ts';

const { config, setup } = installMockServer();

// a page that, like the layout, calls the site API (forwarding the shopper's cookies)
// and the CMS (which forwards none) during its render
const app = new Hono();
app.use(...createMockMiddleware(setup));
app.get('/', async (c) => {
  const me = await fetch(`${config.siteApiUrl}/account/data/me`, {
    headers: { cookie: c.req.header('cookie') ?? '' },
  });
  const query = new URLSearchParams({
    apiKey: config.cmsPublicKey ?? '',
    limit: '1',
    noTraverse: 'false',
    includeRefs: 'true',
    omit: 'meta.componentsUsed',
    userAttributes: JSON.stringify({ urlPath: '/' }),
  });
  const cms = await fetch(`${config.cmsApiHost}/api/v3/content/footer-data?${query.toString()}`);
  return c.json({ user: UserSchema.parse(await me.json()), cmsStatus: cms.status });
});

const render = async (path: string, cookie: string) =>
  (await (await app.request(path, { headers: { cookie } })).json()) as {
    user: { enabled: boolean };
    cmsStatus: number;
  };

test('?mock-scenario=NAME already applies to the SSR calls of the request that sets it', async () => {
  expect((await render('/?mock-scenario=customer', 'mock-session=abc')).user.enabled).toBe(true);
  expect((await render('/', 'mock-session=abc')).user.enabled).toBe(false);
});

test('calls that forward no cookie (the CMS SDK) still see the scenario of the page', async () => {
  expect((await render('/?mock-scenario=cms-down', 'mock-session=abc')).cmsStatus).toBe(503);
  expect((await render('/', 'mock-session=abc; mock-state=anonymous')).cmsStatus).toBe(200);
});

test('/__mocks/partner/subscribe reaches the mock partner: 200, or 500 for a "fail" e-mail', async () => {
  const submit = (email: string) =>
    app.request(`/__mocks/partner/subscribe?email=${encodeURIComponent(email)}`, {
      method: 'POST',
      headers: { cookie: 'mock-session=abc' },
      body: '{"list":"partners"}',
    });
  const ok = await submit('ada@example.com');
  expect(ok.status).toBe(200);
  expect(await ok.json()).toEqual({ status: 'subscribed', email: 'ada@example.com' });
  expect((await submit('fail@example.com')).status).toBe(500);
});

test('?mock=PARTS composes: one call down, the rest of its backend up, sticky in a cookie', async () => {
  const response = await app.request('/?mock=customer,cms.footer:down', {
    headers: { cookie: 'mock-session=abc; JSESSIONID=abc' },
  });
  expect(response.headers.getSetCookie()).toEqual([
    'mock-state=customer%2Ccms.footer%3Adown; Path=/; SameSite=Lax',
  ]);
  expect(await response.json()).toMatchObject({ user: { enabled: true }, cmsStatus: 503 });
  expect(
    await render('/', 'mock-session=abc; mock-state=customer%2Ccms.banner%3Adown'),
  ).toMatchObject({ cmsStatus: 200 });
});

test('an invalid ?mock= or mock cookie is a page that says why, never a 500', async () => {
  for (const [path, cookie] of [
    ['/?mock=professional,site-api.nope:down', 'mock-session=abc'],
    ['/', 'mock-session=abc; mock-state=nope'],
    ['/', 'mock-session=abc; mock-scenario=nope'],
  ] as const) {
    const response = await app.request(path, { headers: { cookie } });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('<h1>Invalid mock state</h1>');
    expect(page).toMatch(/unknown (target|part) &#34;(site-api.nope|nope)&#34;/);
    expect(page).toContain('href="?mock=anonymous"');
  }
});

test('/__mocks/state says the state in words; /__mocks/reset empties this browser session only', async () => {
  const state = await app.request('/__mocks/state?mock=full-cart', {
    headers: { cookie: 'mock-session=abc' },
  });
  const said = (await state.json()) as { value: string; words: string; presets: object[] };
  expect(said).toMatchObject({
    value: 'full-cart',
    words: 'anonymous visitor, US (en-US), full cart (3 lines); every backend healthy',
  });
  expect(said.presets).toContainEqual(
    expect.objectContaining({ name: 'cms-down', value: 'cms:down' }),
  );
  const reset = await app.request('/__mocks/reset', {
    method: 'POST',
    headers: { cookie: 'mock-session=abc' },
  });
  expect(await reset.json()).toEqual({ reset: true });
});
