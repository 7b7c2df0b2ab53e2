import { expect, test } from 'vitest';
import { isBotUserAgent } from './bots.ts';

test('crawlers and link unfurlers count as bots', () => {
  for (const agent of [
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
  ]) {
    expect(isBotUserAgent(agent), agent).toBe(true);
  }
});

test('browsers, headless ones included, are shown the error page', () => {
  for (const agent of [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36',
    null,
    undefined,
  ]) {
    expect(isBotUserAgent(agent), String(agent)).toBe(false);
  }
});
