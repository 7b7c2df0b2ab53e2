import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createMockSetup, MOCK_PARTNER_URL } from './environment.ts';
import { createMockMiddleware } from './mock-middleware.ts';
import { failRenderOnRequest, readServedRequestCookies } from '../handlers/served-request.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const SITE_API = 'https://site-api.mock.local';

// echoes what the rest of the app sees of the request
const app = new Hono();
app.use(...createMockMiddleware(createMockSetup({})));
app.get('/', (c) =>
  c.json({
    cookie: c.req.header('cookie') ?? '',
    served: Object.fromEntries(readServedRequestCookies()),
  }),
);
app.get('/api/shopper', (c) => c.json({ cookie: c.req.header('cookie') ?? '', served: {} }));
app.get('/page', (c) => {
  failRenderOnRequest();
  return c.text('rendered');
});
app.all('*', (c) => c.text('app', 404));
// the server's own error pages take a failed render; here a bare 500 is enough
app.onError((_error, c) => c.text('failed', 500));

const visit = async (path: string, cookie?: string) => {
  const response = await app.request(path, cookie ? { headers: { cookie } } : {});
  return {
    setCookies: response.headers.getSetCookie(),
    seen: (await response.json()) as { cookie: string; served: Record<string, string> },
  };
};

type Received = { url: string; method: string; headers: Record<string, string>; body: string };

/** Records every outbound request, whatever its host, and answers with `answer`. */
const recordOutbound = (answer: () => Response = () => HttpResponse.json({ ok: true })) => {
  const received: Received[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      received.push({
        url: request.url,
        method: request.method,
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
      });
      return answer();
    }),
  );
  return received;
};

test('?mock=NAME, or the old ?mock-scenario=NAME, sets the mock-state cookie and rewrites this request', async () => {
  for (const link of ['/?mock=professional', '/?mock-scenario=professional']) {
    const { setCookies, seen } = await visit(link, 'mock-session=abc; JSESSIONID=abc');
    expect(setCookies).toEqual(['mock-state=professional; Path=/; SameSite=Lax']);
    expect(seen.cookie).toBe('mock-session=abc; JSESSIONID=abc; mock-state=professional');
    expect(seen.served).toEqual({
      'mock-session': 'abc',
      JSESSIONID: 'abc',
      'mock-state': 'professional',
    });
  }
});

test('an unknown scenario name changes nothing', async () => {
  const { setCookies, seen } = await visit(
    '/?mock-scenario=nope',
    'mock-session=abc; JSESSIONID=abc; a=1',
  );
  expect(setCookies).toEqual([]);
  expect(seen.cookie).toBe('mock-session=abc; JSESSIONID=abc; a=1');
});

test("a first visit gets an HttpOnly mock session, and the site API's with it, that this request already carries", async () => {
  const { setCookies, seen } = await visit('/');
  expect(setCookies).toHaveLength(2);
  expect(setCookies[0]).toMatch(/^mock-session=[\w-]+; Path=\/; SameSite=Lax; HttpOnly$/);
  const id = setCookies[0]?.split(';')[0]?.split('=')[1];
  expect(setCookies[1]).toBe(`JSESSIONID=${id}; Path=/; SameSite=Lax; HttpOnly`);
  expect(seen.cookie).toBe(`mock-session=${id}; JSESSIONID=${id}`);
});

test("a browser with a mock session from before gets the site API's session on its own call", async () => {
  const { setCookies, seen } = await visit('/api/shopper?page=/', 'mock-session=abc');
  expect(setCookies).toEqual(['JSESSIONID=abc; Path=/; SameSite=Lax; HttpOnly']);
  expect(seen.cookie).toBe('mock-session=abc; JSESSIONID=abc');
});

test('?mock-fault=render fails the render of that request only', async () => {
  expect((await app.request('/page?mock-fault=render')).status).toBe(500);
  expect(await (await app.request('/page')).text()).toBe('rendered');
  expect(() => failRenderOnRequest()).not.toThrow();
});

test('/__mocks/partner/subscribe forwards method, query and body to the mock partner', async () => {
  const received = recordOutbound();
  const response = await app.request('/__mocks/partner/subscribe?email=ada%40example.com', {
    method: 'POST',
    body: '{"list":"partners"}',
  });
  expect(response.status).toBe(200);
  expect(received).toMatchObject([
    {
      url: `${MOCK_PARTNER_URL}/subscribe?email=ada%40example.com`,
      method: 'POST',
      body: '{"list":"partners"}',
    },
  ]);
});

test('SSRF shapes reach no other origin and no path off the allow-list', async () => {
  const received = recordOutbound();
  for (const path of [
    '/__mocks/partner//127.0.0.1:9/x',
    '/__mocks/partner/../../x',
    '/__mocks/partner/%2e%2e/admin',
    '/__mocks/partner/subscribe/../admin',
    '/__mocks/partner/\\\\127.0.0.1:9/x',
    '/__mocks/partner/admin',
  ]) {
    expect((await app.request(path, { method: 'POST', body: 'x' })).status, path).toBe(404);
  }
  const xhr = { headers: { 'x-requested-with': 'XMLHttpRequest', cookie: 'session=secret' } };
  for (const path of ['//127.0.0.1:9/x', '//evil.example/cart', '/cart/../../x', '/admin']) {
    // not a site-API call: the app answers it as it would without the mocks
    expect(await (await app.request(path, xhr)).text(), path).toBe('app');
  }
  expect(received).toEqual([]);
});

test("the browser's site-API calls go to the mocked site API, allow-listed paths only", async () => {
  const received = recordOutbound();
  const response = await app.request('/cart/item/7?x=1', {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
    body: '{"quantity":1}',
  });
  expect(response.status).toBe(200);
  expect(received).toMatchObject([
    { url: `${SITE_API}/cart/item/7?x=1`, method: 'POST', body: '{"quantity":1}' },
  ]);
});

test('a page load carrying X-Requested-With is still a page, not a site-API call', async () => {
  const received = recordOutbound();
  const page = await app.request('/search?q=omega', {
    headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'text/html' },
  });
  expect(await page.text()).toBe('app');
  expect(received).toEqual([]);
});

test('hop-by-hop headers are dropped both ways; Expect, Upgrade, Keep-Alive give no 500', async () => {
  const received = recordOutbound(
    () =>
      new Response('{"ok":true}', {
        headers: {
          'content-type': 'application/json',
          'keep-alive': 'timeout=5',
          'proxy-authenticate': 'Basic',
          'x-private-hop': '1',
          connection: 'x-private-hop',
          'x-kept': 'yes',
        },
      }),
  );
  const response = await app.request('/__mocks/partner/subscribe?email=a%40b.c', {
    method: 'POST',
    headers: {
      expect: '100-continue',
      upgrade: 'websocket',
      'keep-alive': 'timeout=5',
      connection: 'keep-alive, x-hop',
      'x-hop': 'drop me',
      te: 'trailers',
      'proxy-authorization': 'Basic abc',
      'x-kept': 'yes',
    },
    body: 'email=a%40b.c',
  });
  expect(response.status).toBe(200);
  const sent = Object.keys(received[0]?.headers ?? {});
  for (const name of ['expect', 'upgrade', 'keep-alive', 'x-hop', 'te']) {
    expect(sent).not.toContain(name);
  }
  // fetch opens its own connection and says so; ours is not passed on
  expect(received[0]?.headers.connection).not.toContain('x-hop');
  expect(sent).not.toContain('proxy-authorization');
  expect(received[0]?.headers['x-kept']).toBe('yes');
  const answered = [...response.headers.keys()];
  for (const name of ['keep-alive', 'proxy-authenticate', 'x-private-hop', 'connection']) {
    expect(answered).not.toContain(name);
  }
  expect(response.headers.get('x-kept')).toBe('yes');
});

test('an allow-listed path the mock origin has no answer for is a 502, not a 500', async () => {
  server.use(http.all('*', () => HttpResponse.error()));
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const response = await app.request('/cart/nothing-here', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(response.status).toBe(502);
  expect(warn).toHaveBeenCalledOnce();
});

test('a redirect from the mock origin is handed back, never followed', async () => {
  const received = recordOutbound(
    () => new Response(null, { status: 302, headers: { location: 'http://127.0.0.1:9/x' } }),
  );
  const response = await app.request('/__mocks/partner/subscribe', { method: 'POST', body: '' });
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('http://127.0.0.1:9/x');
  expect(received.map(({ url }) => url)).toEqual([`${MOCK_PARTNER_URL}/subscribe`]);
});

test('a body past 8 KiB answers 413 and is not forwarded, declared or streamed', async () => {
  const received = recordOutbound();
  const big = 'a'.repeat(8 * 1024 + 1);
  const declared = await app.request('/__mocks/partner/subscribe', {
    method: 'POST',
    headers: { 'content-length': String(big.length) },
    body: big,
  });
  expect(declared.status).toBe(413);
  const streamed = await app.request('/cart/item/7', {
    method: 'POST',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    body: new Blob([big]).stream(),
    duplex: 'half',
  } as RequestInit);
  expect(streamed.status).toBe(413);
  expect(received).toEqual([]);
  const small = await app.request('/__mocks/partner/subscribe', {
    method: 'POST',
    body: 'a'.repeat(8 * 1024),
  });
  expect(small.status).toBe(200);
});

test("the plain pages' stylesheet is served as CSS on our own origin", async () => {
  const response = await app.request('/__mocks/plain-page.css');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/css; charset=utf-8');
  expect(await response.text()).toContain('border-radius: 12px');
});
