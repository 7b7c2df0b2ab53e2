import { Hono } from 'hono';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { createChooseVariations } from '../../fixtures/personalisation.ts';
import { installMockServer } from '../../mocks/test-server.ts';
import { getRequestContext } from '../lib/request-context.ts';
import { personalisation } from './personalisation.ts';
import { requestContext } from './request-context.ts';

const { config, server } = installMockServer();
const chooseUrl = `${config.personalisation.url}/${config.personalisation.provider}/ab/choose-variations`;

afterEach(() => vi.unstubAllEnvs());

const app = new Hono();
app.use(requestContext());
app.use(personalisation());
app.get('/*', (c) => {
  const { choices, chatCampaignEnabled } = getRequestContext();
  return c.json({ choices: choices.map((choice) => choice.name), chatCampaignEnabled });
});

const visit = async (path: string, cookie = '') => {
  const response = await app.request(path, { headers: { accept: 'text/html', cookie } });
  return {
    seen: (await response.json()) as { choices: string[]; chatCampaignEnabled: boolean },
    setCookies: response.headers.getSetCookie(),
  };
};

test("the page path's choices reach the context and the service's cookies the browser", async () => {
  const asked: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    asked.push(new URL(request.url));
  });
  vi.stubEnv('DEV', false);
  const { seen, setCookies } = await visit('/science?x=1');
  server.events.removeAllListeners();
  expect(asked[0]?.searchParams.get('pagePath')).toBe('/science');
  expect(seen).toEqual({
    choices: ['taia-chat-gate', 'home-hero-copy'],
    chatCampaignEnabled: true,
  });
  expect(setCookies).toHaveLength(1);
  // the one-year visitor id is for the server alone, and only over https
  expect(setCookies[0]).toMatch(
    /^_dyid_server=\d+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
  );
});

test('the visitor id of the _dyid_server cookie is passed on', async () => {
  let sentCookie: string | null = null;
  server.use(
    http.get(chooseUrl, ({ request }) => {
      sentCookie = request.headers.get('cookie');
      return HttpResponse.json(createChooseVariations());
    }),
  );
  await visit('/', '_dyid_server=visitor-7; other=1');
  expect(sentCookie).toContain('_dyid_server=visitor-7');
});

test('a campaign that is not enabled keeps the chat off', async () => {
  server.use(
    http.get(chooseUrl, () =>
      HttpResponse.json(
        createChooseVariations({
          choices: [
            {
              name: 'taia-chat-gate',
              variations: [{ name: 'off', type: 'CUSTOM_JSON', data: { enabled: false } }],
            },
          ],
        }),
      ),
    ),
  );
  expect((await visit('/')).seen.chatCampaignEnabled).toBe(false);
});

test('a failing service leaves the page without choices or cookies', async () => {
  server.use(http.get(chooseUrl, () => HttpResponse.json({}, { status: 503 })));
  const { seen, setCookies } = await visit('/');
  expect(seen).toEqual({ choices: [], chatCampaignEnabled: false });
  expect(setCookies).toEqual([]);
});

test('a service that never answers does not hold the page: the time box ends the wait', async () => {
  server.use(http.get(chooseUrl, () => delay('infinite')));
  const { seen } = await visit('/');
  expect(seen).toEqual({ choices: [], chatCampaignEnabled: false });
});

test('a service cookie whose name is not a cookie token is left out, the others set', async () => {
  server.use(
    http.get(chooseUrl, () =>
      HttpResponse.json(
        createChooseVariations({
          cookies: [
            { name: 'bad name;', value: '1' },
            { name: '_dyid_server', value: '42' },
          ],
        }),
      ),
    ),
  );
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { setCookies } = await visit('/');
  expect(setCookies.map((cookie) => cookie.split('=')[0])).toEqual(['_dyid_server']);
  expect(warned).toHaveBeenCalledOnce();
});

test('a visitor id with control characters or of any length is not sent on, nor logged', async () => {
  const sent: (string | null)[] = [];
  server.use(
    http.get(chooseUrl, ({ request }) => {
      sent.push(request.headers.get('cookie'));
      return HttpResponse.json(createChooseVariations());
    }),
  );
  const warned = vi.spyOn(console, 'warn');
  await visit('/', '_dyid_server=%1b%5b31mRED%07%0d%0aFAKE');
  await visit('/', `_dyid_server=${'1'.repeat(129)}`);
  expect(sent).toEqual([null, null]);
  expect(warned).not.toHaveBeenCalled();
});
