import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { createCustomer } from '../../../fixtures/users.ts';
import { cookieHeader, installMockServer } from '../../../mocks/server/test-server.ts';
import { getAppConfig } from '../../lib/config.ts';
import { priceContextValue } from '../../lib/shopper/server/price-context.ts';
import { shopper } from './shopper.ts';

const { config, server } = installMockServer();

const app = new Hono();
app.use(shopper());

const SECRET = getAppConfig().priceContextSecret ?? '';
const PROFESSIONAL = priceContextValue('PROFESSIONAL', SECRET);

const ask = async (cookie: string) => {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    calls.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  const response = await app.request('http://localhost/api/shopper?page=%2F', {
    headers: cookie ? { cookie } : {},
  });
  server.events.removeListener('request:start', listener);
  const contextCookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('price-context='));
  return {
    response,
    calls,
    contextCookie,
    body: (await response.json()) as { cartQuantity: unknown; groupPrices: boolean },
  };
};

test('a visitor with no site-API session costs no account and no cart call, and has an empty cart', async () => {
  const { calls, body, contextCookie } = await ask('mock-state=customer');
  expect(calls).not.toContain('/account/data/me');
  expect(calls).not.toContain('/cart');
  expect(body.cartQuantity).toBe(0);
  expect(contextCookie).toBeUndefined();
});

test('a professional gets the signed context of the group; a customer the public one', async () => {
  const professional = await ask(cookieHeader('s-1', 'professional'));
  expect(professional.calls).toContain('/account/data/me');
  expect(professional.contextCookie).toContain(`price-context=${PROFESSIONAL};`);
  expect(professional.contextCookie).toContain('HttpOnly');
  const customer = await ask(cookieHeader('s-2', 'customer'));
  expect(customer.contextCookie).toMatch(/^price-context=public;/);
});

test('a context already right is not set again; one the account no longer gives is replaced', async () => {
  const same = await ask(`${cookieHeader('s-1', 'professional')}; price-context=${PROFESSIONAL}`);
  expect(same.contextCookie).toBeUndefined();
  // left the group: the next view's answer takes the group's documents away
  const left = await ask(`${cookieHeader('s-1', 'customer')}; price-context=${PROFESSIONAL}`);
  expect(left.contextCookie).toMatch(/^price-context=public;/);
});

test('signed out (no session): the context is cleared; an account call that fails leaves it', async () => {
  const signedOut = await ask(`mock-state=professional; price-context=${PROFESSIONAL}`);
  expect(signedOut.contextCookie).toMatch(/^price-context=; Max-Age=0;/);
  const down = await ask(
    `${cookieHeader('s-1', 'professional,site-api.user:down')}; price-context=${PROFESSIONAL}`,
  );
  expect(down.contextCookie).toBeUndefined();
});

test("a page of the professional's own group needs no price swap; a public page does", async () => {
  const onPublicPage = await ask(cookieHeader('s-1', 'professional'));
  expect(onPublicPage.body.groupPrices).toBe(true);
  const onGroupPage = await ask(
    `${cookieHeader('s-1', 'professional')}; price-context=${PROFESSIONAL}`,
  );
  expect(onGroupPage.body.groupPrices).toBe(false);
});

test('a group whose name no cookie can carry gets the public documents, and keeps them', async () => {
  server.use(
    http.get(`${config.siteApiUrl}/account/data/me`, () =>
      HttpResponse.json(createCustomer({ priceGroup: 'GROUP WITH SPACES' })),
    ),
  );
  // the first view's render sets `public` for it (src/middleware/document/shared-render.ts): the answer
  // agrees, where clearing it would make every view a first view again
  const kept = await ask(`${cookieHeader('s-1', 'customer')}; price-context=public`);
  expect(kept.contextCookie).toBeUndefined();
  expect(kept.body.groupPrices).toBe(true);
});
