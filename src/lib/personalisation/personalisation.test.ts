import { delay, http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { CHAT_GATE_CAMPAIGN, createChooseVariations } from '../../../fixtures/personalisation.ts';
import { installMockServer } from '../../../mocks/server/test-server.ts';
import {
  createPersonalisationClient,
  isChatCampaignEnabled,
  pageContextFor,
} from './personalisation.ts';

const { config, server } = installMockServer();
const client = createPersonalisationClient(config.personalisation);
const base = `${config.personalisation.url}/${config.personalisation.provider}`;

const seen: Request[] = [];
server.events.on('request:start', ({ request }) => {
  seen.push(request.clone());
});

const lastQuery = () => new URL(seen.at(-1)!.url).searchParams;

test.each([
  ['/', 'HOMEPAGE', []],
  ['/products/dp/omega-3', 'PRODUCT', []],
  ['/products', 'CATEGORY', ['Supplements']],
  ['/products/vitamins', 'CATEGORY', ['Supplements']],
  ['/search?q=zinc', 'CATEGORY', ['Supplements']],
  ['/science', 'OTHER', ['/science']],
  ['/blocks/forms?x=1', 'OTHER', ['/blocks/forms']],
])('the page context of %s is %s %j', (path, pageType, pageData) => {
  expect(pageContextFor(path)).toEqual({ pageType, pageData });
});

test('choose-variations sends the page context, the section id and the visitor cookie', async () => {
  seen.length = 0;
  const answer = await client.chooseVariations({
    pagePath: '/science',
    locale: 'en-US',
    visitorId: '12345',
  });
  expect(answer?.choices.map((choice) => choice.name)).toContain(CHAT_GATE_CAMPAIGN);
  expect(answer?.cookies[0]?.name).toBe('_dyid_server');
  const request = seen.at(-1)!;
  expect(new URL(request.url).pathname).toBe('/dy/ab/choose-variations');
  expect([...lastQuery()]).toEqual([
    ['pagePath', '/science'],
    ['pageType', 'OTHER'],
    ['pageData', '/science'],
    ['sectionId', '8770001'],
  ]);
  expect(request.headers.get('cookie')).toBe('_dyid_server=12345');
});

test('Canada uses its own section id', async () => {
  await client.chooseVariations({ pagePath: '/', locale: 'en-CA' });
  expect(lastQuery().get('sectionId')).toBe('8770002');
  expect(lastQuery().get('pageType')).toBe('HOMEPAGE');
});

test('a slow service is given up after the time box, as a timeout', async () => {
  server.use(http.get(`${base}/ab/choose-variations`, () => delay('infinite')));
  const fast = createPersonalisationClient({ ...config.personalisation, timeoutMs: 50 });
  // the handler never answers: only the time box can end the call
  await expect(fast.chooseVariations({ pagePath: '/', locale: 'en-US' })).rejects.toMatchObject({
    cause: { name: 'TimeoutError' },
  });
});

test('choose-variations is a site-API GET: its headers, and one more try after a 503', async () => {
  seen.length = 0;
  server.use(
    http.get(`${base}/ab/choose-variations`, () => HttpResponse.json({}, { status: 503 }), {
      once: true,
    }),
  );
  const answer = await client.chooseVariations({ pagePath: '/', locale: 'en-US' });
  expect(answer?.choices.map((choice) => choice.name)).toContain(CHAT_GATE_CAMPAIGN);
  expect(seen).toHaveLength(2);
  expect(seen[0]!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  expect(seen[0]!.headers.get('X-Nuxt-Request-From')).toBe('client');
});

test('a failing service or an answer that breaks the contract rejects, for the page to go without', async () => {
  server.use(
    http.get(`${base}/ab/choose-variations`, () => HttpResponse.json({}, { status: 503 })),
  );
  await expect(client.chooseVariations({ pagePath: '/', locale: 'en-US' })).rejects.toMatchObject({
    statusCode: 503,
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  server.use(http.get(`${base}/ab/choose-variations`, () => HttpResponse.json({ choices: 'x' })));
  await expect(client.chooseVariations({ pagePath: '/', locale: 'en-US' })).rejects.toMatchObject({
    statusCode: 502,
  });
});

test('the chat campaign is enabled only when its chosen variation says data.enabled true', () => {
  const { choices } = createChooseVariations();
  expect(isChatCampaignEnabled(choices, CHAT_GATE_CAMPAIGN)).toBe(true);
  expect(isChatCampaignEnabled(choices, 'another-campaign')).toBe(false);
  expect(isChatCampaignEnabled(undefined, CHAT_GATE_CAMPAIGN)).toBe(false);
  const off = createChooseVariations({
    choices: [
      {
        name: CHAT_GATE_CAMPAIGN,
        variations: [{ name: 'Off', type: 'CUSTOM_JSON', data: { enabled: false } }],
      },
    ],
  }).choices;
  expect(isChatCampaignEnabled(off, CHAT_GATE_CAMPAIGN)).toBe(false);
});
