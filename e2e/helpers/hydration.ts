import type { Page } from '@playwright/test';
import { addressOfChunk } from './built-files.ts';

/**
 * Resolves once React has hydrated the page: the analytics relay pushes the page view from an
 * effect, when every island's click handler and window listener is in place, but the chat's
 * (`chatListening`) and the footer's. The footer's islands hydrate after the page's load
 * (src/client-components/footer/deferred-footer.tsx): React marks each element it has
 * hydrated with its props, and the footer's form and country list get theirs then.
 */
export const hydrated = async (page: Page) => {
  await page.waitForFunction(() => {
    const viewed = (
      (window as Window & { dataLayer?: { event?: unknown }[] }).dataLayer ?? []
    ).some((entry) => entry.event === 'pageView');
    const footerIslands = [...document.querySelectorAll('footer form, footer details')];
    return (
      viewed &&
      footerIslands.every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      )
    );
  });
};

/**
 * Resolves once the chat listens to its frame: its island mounts, listening, in the commit that
 * shows its header entry, once the shopper's answer, checked after the page's load, says the
 * chat shows (docs/decisions/014-browser-code-on-first-use.md). No frame of the chat's can post
 * before: it is the vendor's script, which the island loads.
 */
export const chatListening = async (page: Page) => {
  await page.locator('[data-testid="chat-entry"]:not([inert])').waitFor({ state: 'attached' });
};

/** Opens `path` and waits for it to hydrate; the navigation's response. */
export const gotoHydrated = async (page: Page, path: string) => {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
};

/**
 * Opens `path` with the page's scripts held back, as on a slow network, so that a test can act
 * on the server-rendered page before it hydrates; the function returned lets the scripts load
 * and resolves once the page has hydrated.
 */
export const gotoBeforeHydration = async (page: Page, path: string) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${addressOfChunk('index')}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    release();
    await hydrated(page);
  };
};
