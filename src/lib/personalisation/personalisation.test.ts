import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { createPersonalisationClient } from './personalisation-client.ts';
import { isChatCampaignEnabled, pageContextFor } from './personalisation-rules.ts';
import { chooseVariations, trackEvents } from './server.ts';

const BASE = 'https://personalisation.example.test';
const answer = {
  choices: [
    {
      name: 'taia-chat-gate',
      variations: [{ name: 'On', type: 'CUSTOM_JSON', data: { enabled: true } }],
    },
    { name: 'other', variations: [{ name: 'Off', type: 'CUSTOM_JSON', data: { enabled: false } }] },
  ],
  cookies: [{ name: '_dyid_server', value: '123' }],
};

const seen: Request[] = [];
const server = setupServer(
  http.get(`${BASE}/dy/ab/choose-variations`, () => HttpResponse.json(answer)),
  http.post(`${BASE}/dy/track-events`, () => new HttpResponse(null, { status: 204 })),
);
server.events.on('request:start', ({ request }) => {
  seen.push(request.clone());
});
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

const client = createPersonalisationClient({
  url: BASE,
  provider: 'dy',
  sectionId: '8770001',
  sectionIdCanada: '8770002',
  timeoutMs: 100,
});

test.each([
  ['/', { type: 'HOMEPAGE', data: [] }],
  ['/products/dp/omega-3', { type: 'PRODUCT', data: [] }],
  ['/products', { type: 'CATEGORY', data: ['Supplements'] }],
  ['/products/vitamins', { type: 'CATEGORY', data: ['Supplements'] }],
  ['/search', { type: 'CATEGORY', data: ['Supplements'] }],
  ['/about/team', { type: 'OTHER', data: ['/about/team'] }],
])('the page context of %s', (path, context) => {
  expect(pageContextFor(path)).toEqual(context);
});

test('choose-variations sends the page context, the section and the visitor cookie', async () => {
  await expect(
    client.chooseVariations({ pagePath: '/about', locale: 'en-US', visitorId: '42' }),
  ).resolves.toEqual(answer);
  const url = new URL(seen[0]?.url ?? '');
  expect(url.pathname).toBe('/dy/ab/choose-variations');
  expect(url.search).toBe('?pagePath=%2Fabout&pageType=OTHER&pageData=%2Fabout&sectionId=8770001');
  expect(seen[0]?.headers.get('cookie')).toBe('_dyid_server=42');
});

test('en-CA uses the Canadian section id', async () => {
  await client.chooseVariations({ pagePath: '/', locale: 'en_CA' });
  const url = new URL(seen[0]?.url ?? '');
  expect(url.searchParams.get('sectionId')).toBe('8770002');
  expect(url.searchParams.get('pageType')).toBe('HOMEPAGE');
  expect(url.searchParams.getAll('pageData')).toEqual([]);
  expect(seen[0]?.headers.get('cookie')).toBeNull();
});

test('a slow service is given up on after the time box', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.get(`${BASE}/dy/ab/choose-variations`, async () => {
      await delay(2000);
      return HttpResponse.json(answer);
    }),
  );
  const started = Date.now();
  await expect(
    client.chooseVariations({ pagePath: '/', locale: 'en-US' }),
  ).resolves.toBeUndefined();
  expect(Date.now() - started).toBeLessThan(1000);
  expect(logged).toHaveBeenCalledWith(
    '[personalisation] choose-variations for /: no answer within 100 ms',
  );
});

test('a failing or contract-breaking answer is undefined, never thrown', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.get(`${BASE}/dy/ab/choose-variations`, () => new HttpResponse(null, { status: 503 }), {
      once: true,
    }),
    http.get(`${BASE}/dy/ab/choose-variations`, () => HttpResponse.json({ choices: 'none' })),
  );
  await expect(
    client.chooseVariations({ pagePath: '/', locale: 'en-US' }),
  ).resolves.toBeUndefined();
  await expect(
    client.chooseVariations({ pagePath: '/', locale: 'en-US' }),
  ).resolves.toBeUndefined();
  expect(logged.mock.calls.map(([line]) => String(line))).toEqual([
    '[personalisation] choose-variations for /: status 503',
    '[personalisation] choose-variations for /: response violates contract at choices',
  ]);
});

test('an abandoned page stops the request without a log line', async () => {
  server.use(
    http.get(`${BASE}/dy/ab/choose-variations`, async () => {
      await delay(2000);
      return HttpResponse.json(answer);
    }),
  );
  const controller = new AbortController();
  const pending = client.chooseVariations({
    pagePath: '/',
    locale: 'en-US',
    signal: controller.signal,
  });
  controller.abort();
  await expect(pending).resolves.toBeUndefined();
});

test('track-events posts the events as an array of {name, properties}', async () => {
  const events = [{ name: 'Add to Cart', properties: { productId: '42', quantity: 1 } }];
  await client.trackEvents(events);
  expect(seen[0]?.method).toBe('POST');
  expect(new URL(seen[0]?.url ?? '').pathname).toBe('/dy/track-events');
  expect(seen[0]?.headers.get('content-type')).toBe('application/json');
  expect(await seen[0]?.json()).toEqual(events);
});

test('track-events failures are logged, and no events means no request', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(http.post(`${BASE}/dy/track-events`, () => new HttpResponse(null, { status: 500 })));
  await client.trackEvents([]);
  expect(seen).toHaveLength(0);
  await expect(client.trackEvents([{ name: 'x', properties: {} }])).resolves.toBeUndefined();
  expect(logged).toHaveBeenCalledWith('[personalisation] track-events: status 500');
});

test('the chat campaign gate reads data.enabled of the chosen variation', () => {
  expect(isChatCampaignEnabled(answer.choices, 'taia-chat-gate')).toBe(true);
  expect(isChatCampaignEnabled(answer.choices, 'other')).toBe(false);
  expect(isChatCampaignEnabled(answer.choices, 'missing')).toBe(false);
});

test('the server functions use the configured service', async () => {
  server.use(
    http.get('https://site-api.mock.local/dy/ab/choose-variations', () =>
      HttpResponse.json(answer),
    ),
    http.post('https://site-api.mock.local/dy/track-events', () =>
      HttpResponse.json({}, { status: 202 }),
    ),
  );
  await expect(chooseVariations({ pagePath: '/search', locale: 'en-US' })).resolves.toEqual(answer);
  await trackEvents([{ name: 'x', properties: {} }]);
  expect(seen.map((request) => request.url)).toEqual([
    'https://site-api.mock.local/dy/ab/choose-variations?pagePath=%2Fsearch&pageType=CATEGORY&pageData=Supplements&sectionId=8770001',
    'https://site-api.mock.local/dy/track-events',
  ]);
});
