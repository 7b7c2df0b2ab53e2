import { Hono } from 'hono';
import { afterEach, expect, test, vi } from 'vitest';
import { getNonce } from '../../lib/request-context.ts';
import { requestContext } from './request-context.ts';
import { createMockSetup } from '../../../mocks/server/environment.ts';
import {
  contentSecurityPolicy,
  securityHeaders,
  STATIC_CONTENT_SECURITY_POLICY,
  withSecurityHeaders,
} from './security-headers.ts';

afterEach(() => vi.unstubAllEnvs());

const createApp = () => {
  const app = new Hono();
  app.use(requestContext());
  app.use(securityHeaders());
  app.get('/', (c) => c.html(`<script nonce="${getNonce() ?? ''}"></script>`));
  app.get('/data.json', (c) => c.json({ ok: true }));
  return app;
};

/** As the server answers: the app wrapped the way waku.server.tsx wraps it. */
// a page load asks for HTML: only a page load gets a nonce
const HTML = { headers: { accept: 'text/html' } };

const serve = (path: string) =>
  withSecurityHeaders((request: Request) => createApp().fetch(request))(
    new Request(`http://localhost${path}`, HTML),
  );

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

test('an HTML response carries a CSP with a fresh nonce that the page scripts carry', async () => {
  vi.stubEnv('DEV', false);
  const app = createApp();
  const first = await app.request('/', HTML);
  const second = await app.request('/', HTML);
  const csp = first.headers.get('content-security-policy');
  const nonce = nonceOf(csp);
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(await first.text()).toBe(`<script nonce="${nonce}"></script>`);
  expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
  expect(csp).toBe(
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      `style-src 'self' 'nonce-${nonce}'`,
      "style-src-attr 'unsafe-inline'",
      "img-src 'self' data: https:",
      "connect-src 'self' https://cdn.builder.io",
      "frame-src 'self'",
      "worker-src 'self' blob:",
      "frame-ancestors 'self' https://builder.io https://*.builder.io",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; '),
  );
});

test('the page may reach the partner form origins editors use, and no others', () => {
  const config = createMockSetup({
    PARTNER_FORM_ORIGINS: 'https://forms.partner.example/signup, https://crm.example',
  }).config;
  expect(contentSecurityPolicy('n0nce', config)).toContain(
    "connect-src 'self' https://cdn.builder.io https://forms.partner.example https://crm.example;",
  );
  expect(contentSecurityPolicy('n0nce', config)).toContain(
    "form-action 'self' https://forms.partner.example https://crm.example",
  );
  expect(() => createMockSetup({ PARTNER_FORM_ORIGINS: 'http://plain.example' })).toThrow(
    /PARTNER_FORM_ORIGINS/,
  );
});

const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

// what a browser checks for a URL against a source list of origins, 'self' and schemes
const admits = (sources: string[], url: string) => {
  const { origin, protocol } = new URL(url);
  return sources.includes(origin) || sources.includes(protocol);
};

test('images the CMS serves from its own hosts load on every page, preview or not', () => {
  const config = createMockSetup({
    CMS_API_HOST: 'https://cms.example.com',
    CMS_PUBLIC_KEY: 'key',
  }).config;
  for (const preview of [false, true]) {
    const images = directive(contentSecurityPolicy('n0nce', config, { preview }), 'img-src');
    expect(admits(images, 'https://cdn.builder.io/api/v1/image/assets%2Fkey%2Fhero')).toBe(true);
    expect(admits(images, 'https://cms.example.com/api/v1/image/assets%2Fkey%2Fhero')).toBe(true);
    expect(admits(images, 'http://plain.example/hero.png')).toBe(false);
  }
});

test("a CMS preview may reach the SDK's own host, which a published page need not", async () => {
  const config = createMockSetup({
    CMS_API_HOST: 'https://cms.example.com',
    CMS_PUBLIC_KEY: 'key',
  }).config;
  const published = directive(contentSecurityPolicy('n0nce', config), 'connect-src');
  const preview = directive(
    contentSecurityPolicy('n0nce', config, { preview: true }),
    'connect-src',
  );
  expect(published).toEqual(["'self'", 'https://cms.example.com']);
  expect(preview).toEqual(["'self'", 'https://cms.example.com', 'https://cdn.builder.io']);
  // the middleware tells a preview from its query; the default CMS host is listed once
  vi.stubEnv('DEV', false);
  const response = await createApp().request('/?builder.preview=page&builder.space=key', HTML);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://cdn.builder.io']);
  expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
});

test('only a preview may run scripts from the CMS host or write <style> elements without the nonce', () => {
  const config = createMockSetup({ CMS_API_HOST: 'https://cms.example.com' }).config;
  const published = contentSecurityPolicy('n0nce', config);
  const preview = contentSecurityPolicy('n0nce', config, { preview: true });
  expect(directive(published, 'script-src')).toEqual(["'self'", "'nonce-n0nce'"]);
  expect(directive(preview, 'script-src')).toEqual([
    "'self'",
    "'nonce-n0nce'",
    'https://cms.example.com',
  ]);
  expect(directive(published, 'style-src')).toEqual(["'self'", "'nonce-n0nce'"]);
  expect(directive(published, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
  expect(directive(preview, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
});

const served = (response: Response) => withSecurityHeaders(() => response);

test('every response carries the other security headers, HSTS outside development', async () => {
  vi.stubEnv('DEV', false);
  for (const response of [
    await serve('/'),
    await serve('/data.json'),
    await served(Response.redirect('https://shop.example/', 302))(new Request('http://x/')),
  ]) {
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
  }
});

test('a response that is not a page gets the static CSP: same origin, framed by no other site', async () => {
  vi.stubEnv('DEV', false);
  const frame = await served(
    new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
  )(new Request('http://x/taia/frame.html'));
  expect(frame.headers.get('content-security-policy')).toBe(STATIC_CONTENT_SECURITY_POLICY);
  expect(STATIC_CONTENT_SECURITY_POLICY).toMatch(/frame-ancestors 'self'(;|$)/);
  expect(STATIC_CONTENT_SECURITY_POLICY).not.toContain('builder.io');
  const json = await serve('/data.json');
  expect(json.headers.get('content-security-policy')).toBe(STATIC_CONTENT_SECURITY_POLICY);
});

test('a page keeps its own CSP, with the frame ancestors of the CMS editor', async () => {
  vi.stubEnv('DEV', false);
  const page = await serve('/');
  // what a page shows is this visitor's: no other site may load it as a resource
  expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect((await serve('/data.json')).headers.get('cross-origin-resource-policy')).toBeNull();
  expect(page.headers.get('content-security-policy')).toContain("'nonce-");
  expect(page.headers.get('content-security-policy')).toContain('https://*.builder.io');
});

test('in development there is no CSP, no nonce and no HSTS', async () => {
  vi.stubEnv('DEV', true);
  const response = await serve('/');
  expect(response.headers.get('content-security-policy')).toBeNull();
  expect(response.headers.get('strict-transport-security')).toBeNull();
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await response.text()).toBe('<script nonce=""></script>');
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
  const seen = (await (await app.request('/outer', HTML)).json()) as {
    outer: string;
    inner: string;
  };
  expect(seen.inner).toBe(seen.outer);
});
