import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { cookieHeader, installMockServer } from '../../mocks/test-server.ts';
import { localeCookie } from '../lib/locale.ts';
import { getRequestContext } from '../lib/request-context.ts';
import { locale } from './locale.ts';
import { requestContext } from './request-context.ts';

const { config, server } = installMockServer();
const countriesUrl = `${config.siteApiUrl}/geography/countries`;

const createApp = () => {
  const app = new Hono();
  app.use(requestContext());
  app.use(locale());
  app.get('/*', (c) => {
    const { locale: chosen, country, knownLocales } = getRequestContext();
    return c.json({
      locale: chosen,
      country: country.code,
      known: knownLocales.map((l) => l.code),
    });
  });
  return app;
};

type Seen = { locale: string; country: string; known: string[] };

const visit = async (app: Hono, path: string, cookie = cookieHeader('s1')) => {
  const response = await app.request(path, { headers: { accept: 'text/html', cookie } });
  return { seen: (await response.json()) as Seen, setCookies: response.headers.getSetCookie() };
};

test('an anonymous visitor gets en-US and the known locales from the country list', async () => {
  const { seen, setCookies } = await visit(createApp(), '/');
  expect(seen).toEqual({ locale: 'en-US', country: 'US', known: ['en-US', 'en-CA'] });
  expect(setCookies).toEqual([]);
});

test("a logged-in user's locale applies when there is no cookie", async () => {
  const { seen } = await visit(createApp(), '/', cookieHeader('s1', 'canada'));
  expect(seen).toMatchObject({ locale: 'en-CA', country: 'CA' });
});

test('the locale cookie wins over the user', async () => {
  const { seen } = await visit(createApp(), '/', `${cookieHeader('s1', 'canada')}; locale=en-US`);
  expect(seen.locale).toBe('en-US');
});

test('?locale= with a known code sets the cookie and applies to this page', async () => {
  const { seen, setCookies } = await visit(createApp(), '/science?locale=en-CA');
  expect(seen).toMatchObject({ locale: 'en-CA', country: 'CA' });
  expect(setCookies).toEqual([localeCookie('en-CA')]);
});

test('?locale= with an unknown code is ignored', async () => {
  const { seen, setCookies } = await visit(createApp(), '/?locale=fr-FR');
  expect(seen.locale).toBe('en-US');
  expect(setCookies).toEqual([]);
});

test('a failed country fetch logs "Unable to fetch locales" and the page goes on in en-US', async () => {
  server.use(http.get(countriesUrl, () => HttpResponse.json({}, { status: 503 })));
  const logged = vi.mocked(console.error).mockImplementation(() => undefined);
  const { seen } = await visit(createApp(), '/?locale=en-CA', cookieHeader('s1', 'canada'));
  expect(seen).toEqual({ locale: 'en-US', country: 'US', known: ['en-US'] });
  expect(logged).toHaveBeenCalledWith('Unable to fetch locales', expect.any(Error));
});

test('the country list is fetched once per process, then again after five minutes', async () => {
  let calls = 0;
  server.events.on('request:start', ({ request }) => {
    calls += request.url.startsWith(countriesUrl) ? 1 : 0;
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    const app = createApp();
    await visit(app, '/');
    await visit(app, '/science');
    expect(calls).toBe(1);
    vi.setSystemTime(Date.now() + 5 * 60 * 1000 + 1);
    await visit(app, '/');
    expect(calls).toBe(2);
  } finally {
    vi.useRealTimers();
    server.events.removeAllListeners();
  }
});

test('requests that render no page are passed through untouched', async () => {
  const response = await createApp().request('/favicon.svg', { headers: { accept: 'image/*' } });
  expect(((await response.json()) as Seen).known).toEqual(['en-US']);
});
