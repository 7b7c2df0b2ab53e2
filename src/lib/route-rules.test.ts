import { expect, test } from 'vitest';
import shipped from '../../route-rules.json' with { type: 'json' };
import { findRedirect, isAllowedNavigation, RouteRulesSchema } from './route-rules.ts';

const rules = RouteRulesSchema.parse({
  redirects: [
    { from: '/old', to: '/new', status: 308 },
    { from: '/partner', to: 'https://partner.example/x', status: 302 },
    { from: '/evil', to: 'https://evil.example/', status: 301 },
  ],
  allowedExternalHosts: ['partner.example'],
});

test('the shipped route rules follow the schema and carry the examples', () => {
  const parsed = RouteRulesSchema.parse(shipped);
  expect(findRedirect('/shop', parsed)).toEqual({ kind: 'redirect', location: '/', status: 301 });
  expect(findRedirect('/blog', parsed)).toMatchObject({ kind: 'redirect', status: 302 });
});

test('a rule file with an unsupported status or a relative source is rejected', () => {
  expect(
    RouteRulesSchema.safeParse({
      redirects: [{ from: '/a', to: '/b', status: 303 }],
      allowedExternalHosts: [],
    }).success,
  ).toBe(false);
  expect(
    RouteRulesSchema.safeParse({
      redirects: [{ from: 'a', to: '/b', status: 301 }],
      allowedExternalHosts: [],
    }).success,
  ).toBe(false);
});

test('a matching path redirects with its status; other paths do not', () => {
  expect(findRedirect('/old', rules)).toEqual({ kind: 'redirect', location: '/new', status: 308 });
  expect(findRedirect('/partner', rules)).toEqual({
    kind: 'redirect',
    location: 'https://partner.example/x',
    status: 302,
  });
  expect(findRedirect('/old/deeper', rules)).toEqual({ kind: 'none' });
});

test('a redirect to a host that is not allowed is refused', () => {
  expect(findRedirect('/evil', rules).kind).toBe('refused');
});

test('navigation is allowed to our own paths and to allowed https hosts only', () => {
  expect(isAllowedNavigation('/products', rules)).toBe(true);
  expect(isAllowedNavigation('https://partner.example/a', rules)).toBe(true);
  expect(isAllowedNavigation('http://partner.example/a', rules)).toBe(false);
  expect(isAllowedNavigation('https://evil.example/', rules)).toBe(false);
  expect(isAllowedNavigation('//evil.example/', rules)).toBe(false);
  expect(isAllowedNavigation('javascript:alert(1)', rules)).toBe(false);
  expect(isAllowedNavigation('data:text/html,hi', rules)).toBe(false);
  expect(isAllowedNavigation('products', rules)).toBe(false);
  // one leading slash, yet a browser resolves these to another host
  expect(isAllowedNavigation('/\\evil.example', rules)).toBe(false);
  expect(isAllowedNavigation('/\t/evil.example', rules)).toBe(false);
});
