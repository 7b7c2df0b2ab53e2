import { expect, test } from 'vitest';
import { twoInstancesOnRedis, type Storefront } from './support/processes.ts';

/*
 * The render cache (docs/decisions/013-render-cache.md) on two production instances that
 * share one real Redis, serving the mocks' default scenario; RENDER_CACHE_SECONDS is set
 * long here so that no entry runs out during a test.
 */
const SECRET = 'test-webhook-secret-render-cache';
const servers = twoInstancesOnRedis({
  RENDER_CACHE_SECONDS: '60',
  CMS_WEBHOOK_SECRET: SECRET,
});

/** A full page load of an anonymous shopper, and the nonces its page and CSP name. */
const load = async (server: Storefront, path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(response.status).toBe(200);
  return {
    response,
    html,
    cache: response.headers.get('x-render-cache'),
    csp: response.headers.get('content-security-policy') ?? '',
    pageNonces: [...html.matchAll(/nonce="([^"]+)"/g)].map(([, nonce]) => nonce),
  };
};

test('a page is rendered once, then served as the same bytes, with no nonce and no cookie', async () => {
  const rendered = await load(servers.first, '/science?render-cache=1');
  const served = await load(servers.first, '/science?render-cache=1');
  expect(rendered.cache).toBe('miss');
  expect(served.cache).toBe('hit');
  expect(served.html).toBe(rendered.html);
  // a nonce sent to many visitors is no nonce: the CSP names the inline scripts by hash
  expect(served.pageNonces).toEqual([]);
  expect(served.csp).not.toMatch(/'nonce-/);
  expect(served.csp).toMatch(/'sha256-[^']+'/);
  expect(served.response.headers.get('cache-control')).toMatch(/^public, /);
  expect(served.response.headers.getSetCookie()).toEqual([]);
});

test('a publish on one instance makes the other render the page again', async () => {
  await load(servers.first, '/science?render-cache=2');
  expect((await load(servers.first, '/science?render-cache=2')).cache).toBe('hit');
  const sent = Date.now();
  const webhook = await fetch(`${servers.second.url}/api/cms/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-cms-webhook-secret': SECRET },
    body: JSON.stringify({
      modelName: 'page',
      operation: 'publish',
      newValue: { id: 'page-science', data: { url: '/science' } },
      previousValue: null,
    }),
  });
  expect(webhook.status).toBe(200);
  await servers.first.waitForLog(
    (line) => line.msg === 'cache purge received' && Number(line.time) >= sent,
  );
  expect((await load(servers.first, '/science?render-cache=2')).cache).toBe('miss');
});
