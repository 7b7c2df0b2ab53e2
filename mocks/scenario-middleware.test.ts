import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { UserSchema } from '../contracts/site-api.ts';
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
  expect((await render('/', 'mock-session=abc; mock-scenario=anonymous')).cmsStatus).toBe(200);
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
