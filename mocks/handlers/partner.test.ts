import { expect, test } from 'vitest';
import { MOCK_PARTNER_URL } from '../server/environment.ts';
import { readSubscriptions } from '../session/store.ts';
import { cookieHeader, installMockServer } from '../server/test-server.ts';

installMockServer();

test('a partner sign-up by POST answers 200 and records the query and body', async () => {
  const response = await fetch(
    `${MOCK_PARTNER_URL}/subscribe?email=ada%40example.com&source=storefront`,
    {
      method: 'POST',
      headers: { cookie: cookieHeader('partner') },
      body: '{"list":"partners"}',
    },
  );
  expect(response.status).toBe(200);
  expect(readSubscriptions()).toEqual([
    {
      kind: 'partner',
      sessionId: 'partner',
      payload: {
        method: 'POST',
        query: { email: 'ada@example.com', source: 'storefront' },
        body: '{"list":"partners"}',
      },
    },
  ]);
});

test('a partner sign-up by GET answers 200; an e-mail containing "fail" answers 500', async () => {
  expect((await fetch(`${MOCK_PARTNER_URL}/subscribe?email=ada%40example.com`)).status).toBe(200);
  const failed = await fetch(`${MOCK_PARTNER_URL}/subscribe?email=fail%40example.com`, {
    method: 'POST',
  });
  expect(failed.status).toBe(500);
  expect(readSubscriptions()).toHaveLength(1);
});
