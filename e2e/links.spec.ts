import { expect, test } from '@playwright/test';
import { fixturePagePaths } from '../fixtures/cms-pages.ts';

test('every link on every fixture page lands on a page, and every #fragment on its target', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const targets = new Map<string, string>();
  for (const path of fixturePagePaths) {
    await page.goto(path);
    for (const href of await page
      .locator('a[href]')
      // the consent service's privacy links stay hidden until its script takes them over
      .evaluateAll((links) =>
        links
          .filter((link) => !link.closest('[hidden]'))
          .map((link) => (link as HTMLAnchorElement).href),
      )) {
      const url = new URL(href);
      if (url.origin === origin && !targets.has(url.href)) {
        targets.set(url.href, path);
      }
    }
  }
  expect(targets.size).toBeGreaterThan(20);
  const dead: string[] = [];
  for (const [href, from] of targets) {
    const url = new URL(href);
    const response = await request.get(`${url.pathname}${url.search}`, {
      headers: { accept: 'text/html' },
    });
    const fragment = decodeURIComponent(url.hash.slice(1));
    const html = fragment && response.ok() ? await response.text() : '';
    // a fragment on another application's page (an offline stand-in) is that page's business
    const standIn = html.includes('(stand-in)');
    if (!response.ok()) {
      dead.push(`${from} → ${url.pathname}${url.search}: ${response.status()}`);
    } else if (fragment && !standIn && !html.includes(`id="${fragment}"`)) {
      dead.push(`${from} → ${url.pathname}${url.hash}: no element with that id`);
    }
  }
  expect(dead).toEqual([]);
});
