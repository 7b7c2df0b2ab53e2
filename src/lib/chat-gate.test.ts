import { expect, test } from 'vitest';
import { isChatEnabled } from './chat-gate.ts';

test('the chat is enabled only when the site switch, the country and the campaign all allow it', () => {
  const all = { iframeEnabled: 'Y', countryTaiaEnabled: true, campaignEnabled: true } as const;
  expect(isChatEnabled(all)).toBe(true);
  expect(isChatEnabled({ ...all, iframeEnabled: 'N' })).toBe(false);
  expect(isChatEnabled({ ...all, countryTaiaEnabled: false })).toBe(false);
  expect(isChatEnabled({ ...all, campaignEnabled: false })).toBe(false);
});
