import { Hono } from 'hono';
import { expect, test, vi } from 'vitest';
import { RouteRulesSchema } from '../../lib/route-rules.ts';
import { createRouteRules, routeRedirects } from './route-rules.ts';

const createApp = (middleware = routeRedirects()) => {
  const app = new Hono();
  app.use(middleware);
  app.get('/*', (c) => c.text('page'));
  return app;
};

test('/shop redirects permanently to the home page', async () => {
  const response = await createApp().request('/shop');
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/');
});

test('a redirect to one of our pages keeps the referral code, for that page to report', async () => {
  const response = await createApp().request('/shop?affid=AFF-1&utm_source=x');
  expect(response.headers.get('location')).toBe('/?refCode=AFF-1');
  const away = await createApp().request('/blog?refCode=AFF-2');
  expect(away.headers.get('location')).toBe('https://blog.lumen-nutrition.com/');
});

test('/blog redirects to its allowed external address', async () => {
  const response = await createApp().request('/blog');
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('https://blog.lumen-nutrition.com/');
});

test('a path without a rule is served', async () => {
  const response = await createApp().request('/science');
  expect(await response.text()).toBe('page');
});

test('a rule to a host that is not allowed is logged and not applied', async () => {
  const rules = RouteRulesSchema.parse({
    redirects: [{ from: '/away', to: 'https://evil.example/', status: 301 }],
    allowedExternalHosts: [],
  });
  const logged = vi.mocked(console.error).mockImplementation(() => undefined);
  const response = await createApp(createRouteRules(rules)).request('/away');
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('page');
  expect(logged).toHaveBeenCalledWith(
    'Route rule refused, its target is not an allowed host:',
    rules.redirects[0],
  );
});
