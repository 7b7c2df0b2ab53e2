import { expect, test } from 'vitest';
import { cookieHeader, installMockServer } from '../../../mocks/server/test-server.ts';
import { createServerSiteApi } from './server.ts';

installMockServer();

const box = () => AbortSignal.timeout(5000);

test("the server's client forwards the shopper's cookies, so it sees the shopper's session", async () => {
  const shopper = createServerSiteApi(cookieHeader('session-1'), box());
  const csrf = await shopper.getCsrf();
  await shopper.addToCart(1001, { quantity: 2, csrf });
  const cart = await createServerSiteApi(cookieHeader('session-1'), box()).getCart();
  expect(cart.lines).toMatchObject([{ productId: 1001, quantity: 2 }]);
  await expect(createServerSiteApi(cookieHeader('session-2'), box()).getCart()).resolves.toEqual({
    lines: [],
  });
});

test("the shopper's scenario cookie decides who is logged in", async () => {
  await expect(createServerSiteApi(undefined, box()).getCurrentUser()).resolves.toMatchObject({
    enabled: false,
  });
  await expect(
    createServerSiteApi(cookieHeader('session-3', 'customer'), box()).getCurrentUser(),
  ).resolves.toMatchObject({ enabled: true, data: { initials: 'JR' } });
});
