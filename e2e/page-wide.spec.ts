import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './helpers/hydration.ts';

const html = { accept: 'text/html' };

// the home page is shared by every shopper: its inline scripts are allowed by hash, since a
// nonce sent to many would be none (docs/decisions/020-shared-documents.md)
test('the home page carries the security headers, and a hash for every inline script', async ({
  request,
}) => {
  const response = await request.get('/', { headers: html });
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).not.toContain("'nonce-");
  expect(csp).toContain("frame-ancestors 'self' https://builder.io https://*.builder.io");
  expect(csp).toContain("object-src 'none'");
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['permissions-policy']).toBe(
    'camera=(), microphone=(), geolocation=(), payment=()',
  );
  const inline = [
    ...(await response.text()).matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
  ];
  expect(inline.length).toBeGreaterThan(0);
  for (const [, text] of inline) {
    expect(csp).toContain(
      `'sha256-${createHash('sha256')
        .update(text ?? '')
        .digest('base64')}'`,
    );
  }
});

test('the page hydrates under the CSP without a violation', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await gotoHydrated(page, '/');
  // the monitoring SDK is the last script to load (a lazy chunk, once the page is idle)
  await page.waitForFunction(
    () =>
      (
        window as Window & { DD_RUM?: { getInitConfiguration: () => unknown } }
      ).DD_RUM?.getInitConfiguration() !== undefined,
  );
  expect(problems).toEqual([]);
});

test('a route rule redirects /shop to the home page with 301', async ({ request }) => {
  const response = await request.get('/shop', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/');
});

test('?locale= with a known code sets the locale cookie, Secure and HttpOnly', async ({
  request,
}) => {
  // the shared page sets no cookie: the shopper's answer for that page does
  const page = await request.get('/?locale=en_CA', { headers: html });
  expect(page.headers()['set-cookie']).toBeUndefined();
  const response = await request.get('/api/shopper?page=%2F%3Flocale%3Den_CA');
  const cookies = response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => value);
  expect(cookies).toContain(
    'locale=en-CA; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax',
  );
});

test('a monitoring beacon sent to /dd_metrics reaches the intake', async ({ request }) => {
  const response = await request.post('/dd_metrics/api/v2/rum?ddsource=browser', {
    headers: { 'content-type': 'text/plain' },
    data: '{"type":"view"}',
  });
  // the recording intake mock answers 202 Accepted
  expect(response.status()).toBe(202);
});
