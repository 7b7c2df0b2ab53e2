import { expect, test, type Page } from '@playwright/test';
import { MOCK_CMS_PUBLIC_KEY } from '../mocks/server/environment.ts';
import { hydrated } from './helpers/hydration.ts';

// how an editor's preview link opens a page of the `page` model (docs/behaviour.md#cms-pages)
const PREVIEW_QUERY = `builder.preview=page&builder.space=${MOCK_CMS_PUBLIC_KEY}`;

// defined only by the SDK's inline init script (data-id builderio-init-personalization-variants-fns)
const SDK_SCRIPT_GLOBAL = 'builderIoPersonalization';

/**
 * Every CSP violation and console error of the page. In a preview of a page with no
 * entry yet the SDK asks its own host for the entry again from the browser: the CMS
 * stub answers it as the offline CMS does, with no entry.
 */
const watchFaults = async (page: Page) => {
  const faults: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      faults.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => faults.push(`page error: ${error.message}`));
  await page.exposeFunction('reportViolation', (text: string) => faults.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void })
        .reportViolation;
      report(`CSP ${event.violatedDirective}: ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
  await page.route('https://cdn.builder.io/api/v3/content/**', (route) =>
    route.fulfill({
      json: { results: [] },
      headers: { 'access-control-allow-origin': '*' },
    }),
  );
  return faults;
};

const sdkScriptRan = (page: Page) =>
  page.evaluate(
    (name) => typeof (window as unknown as Record<string, unknown>)[name],
    SDK_SCRIPT_GLOBAL,
  );

test('a preview renders the blocks through the SDK, whose inline scripts run under the CSP', async ({
  page,
}) => {
  const faults = await watchFaults(page);
  const response = await page.goto(`/science?${PREVIEW_QUERY}`);
  expect(response?.status()).toBe(200);
  const csp = response?.headers()['content-security-policy'] ?? '';
  const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSources).toContain("'nonce-");
  expect(scriptSources).not.toContain("'unsafe-inline'");

  const content = page.locator('[builder-content-id="page-science"]');
  await expect(content).toBeVisible();
  // the SDK wraps each of the entry's five blocks in its own element
  await expect(content.locator('[builder-id]')).toHaveCount(5);
  await expect(content.getByRole('heading', { name: 'Compare our foundations' })).toBeVisible();
  await expect(
    content.getByRole('heading', { name: 'Questions about an ingredient?' }),
  ).toBeVisible();

  // the script carried the response's nonce, and ran: it defined the SDK's global
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(
    await page
      .locator('script[data-id="builderio-init-personalization-variants-fns"]')
      .evaluate((script: HTMLScriptElement) => script.nonce),
  ).toBe(nonce);
  expect(await sdkScriptRan(page)).toBe('function');
  await hydrated(page);
  expect(faults).toEqual([]);
});

test("a preview of a page that has no entry yet answers with the editor's empty canvas", async ({
  page,
}) => {
  const faults = await watchFaults(page);
  // the SDK, running in the browser, asks its host for the entry the server did not find
  const refetch = page.waitForRequest((request) =>
    request.url().startsWith('https://cdn.builder.io/api/v3/content/page?'),
  );
  const response = await page.goto(`/campaigns/not-yet-published?${PREVIEW_QUERY}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('main#main')).toBeAttached();
  await expect(page.locator('main [builder-id]')).toHaveCount(0);
  await expect(page.getByText('Page Not Found')).toHaveCount(0);
  expect(await sdkScriptRan(page)).toBe('function');
  await refetch;
  await hydrated(page);
  expect(faults).toEqual([]);
});

test("a preview shows the layout the page's entry chooses", async ({ page }) => {
  const faults = await watchFaults(page);
  const response = await page.goto(`/welcome?${PREVIEW_QUERY}`);
  expect(response?.status()).toBe(200);
  await expect(
    page
      .locator('[builder-content-id="page-welcome"]')
      .getByRole('heading', { name: 'Starter picks' }),
  ).toBeVisible();
  // the minimal layout: logo and cart only
  await expect(page.getByRole('banner').getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await hydrated(page);
  expect(faults).toEqual([]);
});

test('a published page renders without the SDK and without a CSP violation', async ({ page }) => {
  const faults = await watchFaults(page);
  const response = await page.goto('/science');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Compare our foundations' })).toBeVisible();
  await expect(page.locator('[builder-content-id], script[data-id^="builderio"]')).toHaveCount(0);
  expect(await sdkScriptRan(page)).toBe('undefined');
  await hydrated(page);
  expect(faults).toEqual([]);
});
