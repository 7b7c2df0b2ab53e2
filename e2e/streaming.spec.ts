import { expect, test } from '@playwright/test';

/**
 * The streaming shell (docs/behaviour.md#states, docs/decisions/011-streaming-shell.md): with
 * every backend answering past the shell deadline but inside its time box (mock scenario
 * `slow-in-time`), the header and a placeholder come first, the content streams in over
 * the placeholder, and nothing on screen moves. What is observed is the order of what the
 * document received and the layout shifts the browser reports, never a duration.
 */

const SLOW = '/?mock=slow-in-time';
// content of the home page entry (fixtures/cms-pages.ts) in every A/B variation
const HOME_CONTENT = 'Third-party tested';
const PLACEHOLDER = '[data-content-placeholder]';

declare global {
  interface Window {
    /** what the document received, in order: set up before it starts parsing */
    streamLog: string[];
    layoutShifts: number[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.streamLog = [];
    window.layoutShifts = [];
    const seen = new Set<string>();
    const note = (event: string) => {
      if (!seen.has(event)) {
        seen.add(event);
        window.streamLog.push(event);
      }
    };
    new MutationObserver(() => {
      if (document.querySelector('header a[href="/"]')) {
        note('header');
      }
      if (document.querySelector('[data-content-placeholder]')) {
        note('placeholder');
      } else if (seen.has('placeholder')) {
        note('placeholder replaced');
      }
      if (document.querySelector('main')?.textContent?.includes('Third-party tested')) {
        note('content');
      }
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) {
          window.layoutShifts.push(entry.value);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

test('slow backends: the header and a placeholder first, then the content over the placeholder @widths', async ({
  page,
}) => {
  const response = await page.goto(SLOW);
  expect(response?.status()).toBe(200);
  await expect(page.locator('main#main')).toContainText(HOME_CONTENT);
  await expect(page.locator(PLACEHOLDER)).toHaveCount(0);
  // the streamed header: the shopper's sign-in link, which the placeholder has not
  await expect(page.locator('header').getByRole('link', { name: 'Sign In' })).toBeAttached();
  expect(await page.evaluate(() => window.streamLog)).toEqual([
    'header',
    'placeholder',
    'placeholder replaced',
    'content',
  ]);
});

test('slow backends: nothing on screen moves while the page streams in (CLS ≤ 0.02) @widths', async ({
  page,
}) => {
  await page.goto(SLOW);
  await expect(page.locator('main#main')).toContainText(HOME_CONTENT);
  await page.waitForLoadState('load');
  // a frame after the last change, so its shift, if any, is reported
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const shifts = await page.evaluate(() => window.layoutShifts);
  expect(shifts.reduce((total, shift) => total + shift, 0)).toBeLessThanOrEqual(0.02);
});

test('healthy backends: the whole page in the first flush, no placeholder', async ({ request }) => {
  const response = await request.get('/', { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(HOME_CONTENT);
  expect(html).not.toContain('data-content-placeholder');
  expect(html).not.toContain('aria-busy');
});

test('a crawler waits: the whole page in place in its HTML, no placeholder', async ({
  request,
}) => {
  const response = await request.get(SLOW, {
    headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(HOME_CONTENT);
  // the header in place; 'Sign In' is the shopper's, from their own answer
  // (docs/decisions/020-shared-documents.md)
  expect(html).toContain('data-testid="account-area"');
  expect(html).not.toContain('data-content-placeholder');
  expect(html).not.toContain('aria-busy');
});

test('content that fails after the shell went out: a 200 with the unavailable message, noindex', async ({
  page,
}) => {
  const response = await page.goto('/?mock=slow-backends');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();
  await expect(page.locator(PLACEHOLDER)).toHaveCount(0);
  // the unavailable message's own title and noindex, hoisted into the head as it streams in
  await expect(page).toHaveTitle(/^Temporarily unavailable/);
});

test('slow backends: keyboard focus never rests in the placeholder header, so the header arriving takes none away @widths', async ({
  page,
}) => {
  await page.goto(SLOW, { waitUntil: 'commit' });
  await expect(page.locator('header[aria-busy="true"]')).toBeVisible();
  for (let press = 0; press < 3; press += 1) {
    await page.keyboard.press('Tab');
    const inPlaceholder = await page.evaluate(() =>
      Boolean(document.activeElement?.closest('header[aria-busy="true"]')),
    );
    expect(inPlaceholder).toBe(false);
  }
});
