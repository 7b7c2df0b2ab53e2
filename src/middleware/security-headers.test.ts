import { Hono } from 'hono';
import { afterEach, expect, test, vi } from 'vitest';
import { getNonce } from '../lib/request-context.ts';
import { requestContext } from './request-context.ts';
import { parseConfig } from '../lib/config.ts';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

afterEach(() => vi.unstubAllEnvs());

const createApp = () => {
  const app = new Hono();
  app.use(requestContext());
  app.use(securityHeaders());
  app.get('/', (c) => c.html(`<script nonce="${getNonce() ?? ''}"></script>`));
  app.get('/data.json', (c) => c.json({ ok: true }));
  return app;
};

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test('an HTML response carries a CSP with a fresh nonce that the page scripts carry', async () => {
  vi.stubEnv('DEV', false);
  const app = createApp();
  const first = await app.request('/');
  const second = await app.request('/');
  const csp = first.headers.get('content-security-policy');
  const nonce = nonceOf(csp);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(await first.text()).toBe(`<script nonce="${nonce}"></script>`);
  expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
  expect(csp).toBe(
    [
      `script-src 'self' 'nonce-${nonce}' https://cdn.builder.io`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "connect-src 'self' https://cdn.builder.io",
      "frame-src 'self'",
      "worker-src 'self' blob:",
      "frame-ancestors 'self' https://builder.io https://*.builder.io",
      "object-src 'none'",
      "base-uri 'self'",
    ].join('; '),
  );
});

test('the page may reach the partner form origins editors use, and no others', () => {
  // the test environment carries the mock backends' addresses (vitest.setup.ts)
  const config = parseConfig({
    ...process.env,
    PARTNER_FORM_ORIGINS: 'https://forms.partner.example/signup, https://crm.example',
  });
  expect(contentSecurityPolicy('n0nce', config)).toContain(
    "connect-src 'self' https://cdn.builder.io https://forms.partner.example https://crm.example;",
  );
  expect(() =>
    parseConfig({ ...process.env, PARTNER_FORM_ORIGINS: 'http://plain.example' }),
  ).toThrow(/PARTNER_FORM_ORIGINS/);
});

test('an HTML response carries the other security headers, HSTS outside development', async () => {
  vi.stubEnv('DEV', false);
  const response = await createApp().request('/');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('strict-transport-security')).toBe(
    'max-age=31536000; includeSubDomains',
  );
  expect(response.headers.get('permissions-policy')).toBe(
    'camera=(), microphone=(), geolocation=(), payment=()',
  );
});

test('in development there is no CSP, no nonce and no HSTS', async () => {
  vi.stubEnv('DEV', true);
  const response = await createApp().request('/');
  expect(response.headers.get('content-security-policy')).toBeNull();
  expect(response.headers.get('strict-transport-security')).toBeNull();
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await response.text()).toBe('<script nonce=""></script>');
});

test('a response that is not HTML is left alone', async () => {
  vi.stubEnv('DEV', false);
  const response = await createApp().request('/data.json');
  expect(response.headers.get('content-security-policy')).toBeNull();
  expect(response.headers.get('x-content-type-options')).toBeNull();
});

test('a page rendered again inside the same request keeps its nonce', async () => {
  vi.stubEnv('DEV', false);
  const app = new Hono();
  app.use(requestContext());
  app.get('/outer', async (c) => {
    const inner = await app.request('/inner');
    return c.json({ outer: getNonce(), inner: await inner.text() });
  });
  app.get('/inner', (c) => c.text(getNonce() ?? ''));
  const seen = (await (await app.request('/outer')).json()) as { outer: string; inner: string };
  expect(seen.inner).toBe(seen.outer);
});
