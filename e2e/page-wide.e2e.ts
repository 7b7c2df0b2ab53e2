import { expect, test } from 'vitest';
import { baseUrl, setupBrowser } from './support/browser.ts';

const browser = setupBrowser();

test('the home page carries the security headers, and every inline script the CSP nonce', async () => {
  const response = await fetch(`${baseUrl()}/`, { headers: { accept: 'text/html' } });
  const csp = response.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeDefined();
  expect(csp).toContain("frame-ancestors 'self' https://builder.io https://*.builder.io");
  expect(csp).toContain("object-src 'none'");
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('strict-transport-security')).toBe(
    'max-age=31536000; includeSubDomains',
  );
  expect(response.headers.get('permissions-policy')).toBe(
    'camera=(), microphone=(), geolocation=(), payment=()',
  );
  const scripts = (await response.text()).match(/<script[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script).toContain(`nonce="${nonce}"`);
  }
});

test('the page hydrates under the CSP without a violation', async () => {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      problems.push(message.text());
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(problems).toEqual([]);
});

test('a route rule redirects /shop to the home page with 301', async () => {
  const response = await fetch(`${baseUrl()}/shop`, { redirect: 'manual' });
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/');
});

test('?locale= with a known code sets the locale cookie', async () => {
  const response = await fetch(`${baseUrl()}/?locale=en_CA`, { headers: { accept: 'text/html' } });
  expect(response.headers.getSetCookie()).toContain(
    'locale=en-CA; Path=/; Max-Age=31536000; Secure; SameSite=Lax',
  );
});

test('a monitoring beacon sent to /dd_metrics reaches the intake', async () => {
  const response = await fetch(`${baseUrl()}/dd_metrics/api/v2/rum?ddsource=browser`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: '{"type":"view"}',
  });
  // the recording intake mock answers 202 Accepted
  expect(response.status).toBe(202);
});
