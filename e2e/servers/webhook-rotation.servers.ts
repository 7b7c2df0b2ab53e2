import { afterAll, beforeAll, expect, test } from 'vitest';
import { publishScience, sendWebhook, WEBHOOK_SECRET } from './support/cms-webhook.ts';
import { startStorefront, type Storefront } from './support/processes.ts';

/*
 * Rotating the publish webhook's secret (docs/operations.md#rotating-secrets): the new one set
 * as CMS_WEBHOOK_SECRET, the old one kept as CMS_WEBHOOK_SECRET_PREVIOUS until the CMS sends
 * the new one.
 */
const NEW_SECRET = 'rotated-webhook-secret-9876543210';
let server: Storefront;

beforeAll(async () => {
  server = await startStorefront({
    CMS_WEBHOOK_SECRET: NEW_SECRET,
    CMS_WEBHOOK_SECRET_PREVIOUS: WEBHOOK_SECRET,
  });
});

afterAll(async () => {
  await server?.stop();
});

test('mid-rotation, publishes signed with either secret are accepted', async () => {
  const statuses = await Promise.all(
    Array.from({ length: 10 }, (_, n) =>
      sendWebhook(server.url, publishScience, n % 2 === 0 ? NEW_SECRET : WEBHOOK_SECRET).then(
        (response) => response.status,
      ),
    ),
  );
  console.log(`rotation: ${statuses.filter((status) => status === 401).length} of 10 refused`);
  expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
});

test('a publish with neither secret is refused and logged as a warning', async () => {
  const refused = await sendWebhook(server.url, publishScience, 'not-the-secret-at-all-000');
  expect(refused.status).toBe(401);
  const line = await server.waitForLog((entry) =>
    String(entry.msg).startsWith('cms webhook refused'),
  );
  expect(JSON.parse(line)).toMatchObject({ level: 40, secretSent: true });
  expect(line).not.toContain('not-the-secret-at-all-000');
});
