import { expect, test } from 'vitest';
import { ChooseVariationsResponseSchema } from '../../contracts/personalisation.ts';
import { cookieHeader, installMockServer } from '../server/test-server.ts';

const { config } = installMockServer();
const base = `${config.personalisation.url}/${config.personalisation.provider}`;

const chooseVariations = (query: string, session = 'visitor') =>
  fetch(`${base}/ab/choose-variations?${query}`, { headers: { cookie: cookieHeader(session) } });

test('choose-variations answers the chat gate and the _dyid_server visitor cookie', async () => {
  const response = await chooseVariations('pagePath=%2F&pageType=HOMEPAGE&sectionId=8770001');
  expect(response.status).toBe(200);
  const { choices, cookies } = ChooseVariationsResponseSchema.parse(await response.json());
  const gate = choices.find((choice) => choice.name === 'taia-chat-gate');
  expect(gate?.variations[0]?.data).toEqual({ enabled: true });
  const visitor = cookies.find((cookie) => cookie.name === '_dyid_server');
  expect(visitor?.value).toMatch(/^\d+$/);
  const again = ChooseVariationsResponseSchema.parse(
    await (
      await chooseVariations('pagePath=/science&pageType=OTHER&pageData=/science&sectionId=8770001')
    ).json(),
  );
  expect(again.cookies).toEqual(cookies);
});

test('choose-variations answers 400 to a page context that breaks the contract', async () => {
  expect((await chooseVariations('pageType=HOMEPAGE&sectionId=8770001')).status).toBe(400);
  expect((await chooseVariations('pagePath=/&pageType=SOMETHING&sectionId=1')).status).toBe(400);
});

test('track-events accepts an array of {name, properties} and refuses anything else', async () => {
  const track = (body: unknown) =>
    fetch(`${base}/track-events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await track([{ name: 'Add to Cart', properties: { productId: 1001 } }])).status).toBe(
    204,
  );
  expect((await track([])).status).toBe(400);
  expect((await track({ name: 'Add to Cart' })).status).toBe(400);
});
