import { render } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { countries } from '../../../fixtures/countries.ts';
import { getAppConfig } from '../../lib/config.ts';
import {
  answeringSources,
  pageDataFor,
  runInRequestContext,
} from '../../lib/request-context.testing.ts';
import { ChatLoader } from './page-wide-islands.tsx';

vi.mock('waku/router/client', () => ({ useRouter: () => ({ path: '/', query: '' }) }));

const renderChat = async (country: { taiaEnabled: boolean }, campaignEnabled: boolean) => {
  const us = countries.map((entry) => ({ ...entry, country: { ...entry.country, ...country } }));
  const data = pageDataFor(
    'https://shop.test/',
    answeringSources({
      countries: () => Promise.resolve(us),
      chooseVariations: () =>
        Promise.resolve({
          choices: [
            {
              name: getAppConfig().chat.campaignKey,
              variations: [{ name: 'v1', type: 'CUSTOM_JSON', data: { enabled: campaignEnabled } }],
            },
          ],
          cookies: [],
        }),
    }),
  );
  // the island adds the stylesheet to the head, where it outlives the previous test's cleanup
  document.head.innerHTML = '';
  render(<>{await runInRequestContext({ nonce: 'n0nce', data }, () => ChatLoader())}</>);
  // it waits for the page to be idle
  await new Promise((resolve) => setTimeout(resolve, 10));
  return document.querySelector('link[href="/taia/chat.css"]');
};

test('the chat script and stylesheet load from /taia/ when country and campaign allow it', async () => {
  const stylesheet = await renderChat({ taiaEnabled: true }, true);
  expect(stylesheet).not.toBeNull();
  // the script follows its stylesheet
  stylesheet?.dispatchEvent(new Event('load'));
  expect(document.querySelector('script[src="/taia/chat.js"]')).not.toBeNull();
});

test('no chat when the country has no AI chat or the campaign is off', async () => {
  expect(await renderChat({ taiaEnabled: false }, true)).toBeNull();
  expect(await renderChat({ taiaEnabled: true }, false)).toBeNull();
});
