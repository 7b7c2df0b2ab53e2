import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

/** Where the system Chromium lives; CHROMIUM_PATH points elsewhere. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const baseUrl = () => inject('baseUrl');

export const viewports = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 900 },
} as const;

/** One browser per test file; each test opens its own context (cookies, storage). */
export const setupBrowser = () => {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });
  return {
    async newPage(options: { viewport?: { width: number; height: number } } = {}): Promise<Page> {
      if (!browser) {
        throw new Error('the browser is not started');
      }
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: options.viewport ?? viewports.desktop,
      });
      contexts.push(context);
      return context.newPage();
    },
  };
};
