import { resolve } from 'node:path';
import { HTTPResponseStatusClass, MatchersV3, PactV4 } from '@pact-foundation/pact';
import { expect, test } from 'vitest';
import { createPersonalisationClient } from '../../src/lib/personalisation/personalisation-client.ts';

/** What storefront-web needs from the personalisation service (SPEC.md 2.2, 3, 7). */

const { eachLike, regex, string, boolean, like, matchStatus } = MatchersV3;

const pact = new PactV4({
  consumer: 'storefront-web',
  provider: 'storefront-personalisation',
  dir: resolve(import.meta.dirname, '../pacts'),
  logLevel: 'warn',
});

// the provider segment is configuration (PERSONALISATION_PROVIDER); its default is 'dy'
const clientFor = (url: string) =>
  createPersonalisationClient({
    url,
    provider: 'dy',
    sectionId: '8770001',
    sectionIdCanada: '8770002',
    timeoutMs: 5000,
  });

test('choose variations for a category page of a known visitor', async () => {
  await pact
    .addInteraction()
    .given('the chat campaign taia-chat-gate is running')
    .uponReceiving('a request to choose the variations of a category page')
    .withRequest('GET', '/dy/ab/choose-variations', (builder) =>
      builder
        .query({
          pagePath: '/products',
          pageType: 'CATEGORY',
          pageData: 'Supplements',
          sectionId: '8770001',
        })
        .headers({ cookie: regex(/^_dyid_server=-?\d+$/, '_dyid_server=-1894471207563216553') }),
    )
    .willRespondWith(200, (builder) =>
      builder.jsonBody({
        choices: eachLike({
          name: string('taia-chat-gate'),
          variations: eachLike({
            name: string('Chat enabled'),
            experienceName: string('TAIA chat rollout'),
            type: string('CUSTOM_JSON'),
            data: like({ enabled: boolean(true) }),
          }),
        }),
        cookies: eachLike({
          name: string('_dyid_server'),
          value: regex(/^-?\d+$/, '-1894471207563216553'),
        }),
      }),
    )
    .executeTest(async ({ url }) => {
      const answer = await clientFor(url).chooseVariations({
        pagePath: '/products',
        locale: 'en-US',
        visitorId: '-1894471207563216553',
      });
      expect(answer?.choices[0]?.variations[0]?.data).toEqual({ enabled: true });
      expect(answer?.cookies[0]?.name).toBe('_dyid_server');
    });
});

test('track events', async () => {
  await pact
    .addInteraction()
    .uponReceiving('tracking events')
    .withRequest('POST', '/dy/track-events', (builder) =>
      builder.headers({ 'content-type': 'application/json' }).jsonBody(
        eachLike({
          name: string('Add to Cart'),
          properties: like({ productId: string('1001'), quantity: MatchersV3.integer(1) }),
        }),
      ),
    )
    .willRespondWith(matchStatus(204, HTTPResponseStatusClass.Success))
    .executeTest(async ({ url }) => {
      await clientFor(url).trackEvents([
        { name: 'Add to Cart', properties: { productId: '1001', quantity: 1 } },
      ]);
    });
});
