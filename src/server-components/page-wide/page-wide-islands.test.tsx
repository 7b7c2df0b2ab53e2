import { render } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { createRequestContext, runWithRequestContext } from '../../lib/request-context.ts';
import { DEFAULT_COUNTRY } from '../../lib/locale.ts';
import { ChatLoader } from './page-wide-islands.tsx';

vi.mock('waku/router/client', () => ({ useRouter: () => ({ path: '/', query: '' }) }));

const renderChat = (country: { taiaEnabled: boolean }, chatCampaignEnabled: boolean) => {
  const context = createRequestContext({
    nonce: 'n0nce',
    country: { ...DEFAULT_COUNTRY, ...country },
    chatCampaignEnabled,
  });
  // React hoists the script into the head, where it outlives the previous test's cleanup
  document.head.innerHTML = '';
  render(<>{runWithRequestContext(context, () => ChatLoader())}</>);
  return document.querySelector('script[src="/taia/chat.js"]');
};

test('the chat script loads from /taia/ with the nonce when country and campaign allow it', () => {
  expect(renderChat({ taiaEnabled: true }, true)?.getAttribute('nonce')).toBe('n0nce');
  expect(document.querySelector('link[href="/taia/chat.css"]')).not.toBeNull();
});

test('no chat when the country has no AI chat or the campaign is off', () => {
  expect(renderChat({ taiaEnabled: false }, true)).toBeNull();
  expect(renderChat({ taiaEnabled: true }, false)).toBeNull();
});
