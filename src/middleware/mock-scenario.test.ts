import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { MOCK_PARTNER_URL, mockScenario, readServedRequestCookies } from './mock-scenario.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// echoes what the rest of the app sees of the request
const app = new Hono();
app.use(mockScenario());
app.get('/', (c) =>
  c.json({
    cookie: c.req.header('cookie') ?? '',
    served: Object.fromEntries(readServedRequestCookies()),
  }),
);

const visit = async (path: string, cookie?: string) => {
  const response = await app.request(path, cookie ? { headers: { cookie } } : {});
  return {
    setCookies: response.headers.getSetCookie(),
    seen: (await response.json()) as { cookie: string; served: Record<string, string> },
  };
};

test('?mock-scenario=NAME sets the sticky cookie and rewrites this request', async () => {
  const { setCookies, seen } = await visit('/?mock-scenario=professional', 'mock-session=abc');
  expect(setCookies).toEqual(['mock-scenario=professional; Path=/; SameSite=Lax']);
  expect(seen.cookie).toBe('mock-session=abc; mock-scenario=professional');
  expect(seen.served).toEqual({ 'mock-session': 'abc', 'mock-scenario': 'professional' });
});

test('an unknown scenario name changes nothing', async () => {
  const { setCookies, seen } = await visit('/?mock-scenario=nope', 'mock-session=abc; a=1');
  expect(setCookies).toEqual([]);
  expect(seen.cookie).toBe('mock-session=abc; a=1');
});

test('a first visit gets an HttpOnly mock session that this request already carries', async () => {
  const { setCookies, seen } = await visit('/');
  expect(setCookies).toHaveLength(1);
  expect(setCookies[0]).toMatch(/^mock-session=[\w-]+; Path=\/; SameSite=Lax; HttpOnly$/);
  expect(seen.cookie).toBe(setCookies[0]?.split(';')[0]);
});

test('/__mocks/partner/* forwards method, path, query and body to the mock partner host', async () => {
  const received: { url: string; method: string; body: string }[] = [];
  server.use(
    http.all(`${MOCK_PARTNER_URL}/*`, async ({ request }) => {
      received.push({ url: request.url, method: request.method, body: await request.text() });
      return HttpResponse.json({ status: 'subscribed' }, { status: 200 });
    }),
  );
  // no cookie: the request is rewritten with a new session, body and all
  const response = await app.request(
    '/__mocks/partner/subscribe?email=ada%40example.com&source=storefront',
    {
      method: 'POST',
      body: '{"list":"partners"}',
    },
  );
  expect(response.status).toBe(200);
  expect(received).toEqual([
    {
      url: `${MOCK_PARTNER_URL}/subscribe?email=ada%40example.com&source=storefront`,
      method: 'POST',
      body: '{"list":"partners"}',
    },
  ]);
});
