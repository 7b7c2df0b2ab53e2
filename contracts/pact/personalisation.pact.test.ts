import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact';
import { expect, test } from 'vitest';
import {
  createPersonalisationClient,
  isChatCampaignEnabled,
} from '../../src/lib/personalisation/personalisation.ts';
import { createSiteApiClient } from '../../src/lib/site-api/client.ts';
import { createPact, PROVIDERS, SITE_HEADERS } from './pact-setup.ts';

const { like, eachLike, regex, boolean, arrayContaining, matchStatus } = MatchersV3;

/** What the storefront needs from the personalisation service (docs/behaviour.md#layouts, #states, #calls). */
const pact = createPact(PROVIDERS.personalisation);

const PROVIDER_SEGMENT = 'dy';
const CHAT_CAMPAIGN = 'taia-chat-gate';

const client = (url: string) =>
  createPersonalisationClient({
    url,
    provider: PROVIDER_SEGMENT,
    sectionId: '8770001',
    sectionIdCanada: '8770002',
    // the pact mock server is slower to start than the real time box
    timeoutMs: 5000,
  });

test('choose-variations for a content page answers the choices and the visitor cookie', async () => {
  await pact
    .addInteraction()
    .given('the chat campaign taia-chat-gate is running with the chat enabled')
    .uponReceiving('a request for the variations of the content page /science')
    .withRequest('GET', `/${PROVIDER_SEGMENT}/ab/choose-variations`, (request) =>
      request
        .query({
          pagePath: '/science',
          pageType: 'OTHER',
          pageData: '/science',
          sectionId: like('8770001'),
        })
        .headers({ ...SITE_HEADERS, cookie: '_dyid_server=1234567890' }),
    )
    .willRespondWith(200, (response) =>
      response.jsonBody({
        choices: arrayContaining({
          name: CHAT_CAMPAIGN,
          variations: eachLike({
            name: like('Chat enabled'),
            type: like('CUSTOM_JSON'),
            data: { enabled: boolean(true) },
          }),
        }),
        cookies: eachLike({ name: '_dyid_server', value: regex(/^-?\d+$/, '1234567890') }),
      }),
    )
    .executeTest(async (server) => {
      const answer = await client(server.url).chooseVariations({
        pagePath: '/science',
        locale: 'en-US',
        visitorId: '1234567890',
      });
      expect(isChatCampaignEnabled(answer?.choices, CHAT_CAMPAIGN)).toBe(true);
      expect(answer?.cookies).toEqual([{ name: '_dyid_server', value: '1234567890' }]);
    });
});

test('track-events takes an array of {name, properties}', async () => {
  // what the storefront sends after an add to cart
  const events = [
    { name: 'Add to Cart', properties: { productId: '1001', sku: 'LN-OMEGA3-60', quantity: 1 } },
  ];
  await pact
    .addInteraction()
    .given('the personalisation service is up')
    .uponReceiving('a batch of tracking events')
    .withRequest('POST', `/${PROVIDER_SEGMENT}/track-events`, (request) =>
      request.headers(SITE_HEADERS).jsonBody(events),
    )
    .willRespondWith(matchStatus(204, HTTPResponseStatusClass.Success))
    .executeTest(async (server) => {
      // the browser sends them through the site-API client, after an add to cart
      await expect(
        createSiteApiClient({ baseUrl: server.url }).trackEvents(PROVIDER_SEGMENT, events),
      ).resolves.toBeUndefined();
    });
});
