import { Hono } from 'hono';
import { expect, test } from 'vitest';
import { BEACON_BODY_LIMIT_BYTES, BODY_LIMIT_BYTES, bodyLimits } from './body-limit.ts';

const app = new Hono();
app.use(bodyLimits());
app.all('/*', async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));

/** A body without a Content-Length: it arrives chunked and is counted as it streams. */
const streamOf = (size: number, onPull: () => void = () => {}) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull();
      if (sent >= size) {
        controller.close();
        return;
      }
      const chunk = new Uint8Array(Math.min(16 * 1024, size - sent));
      sent += chunk.length;
      controller.enqueue(chunk);
    },
  });
};

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

test('a form body within the limit is read whole', async () => {
  const response = await post('/newsletter', 'a'.repeat(BODY_LIMIT_BYTES));
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(String(BODY_LIMIT_BYTES));
});

test('a declared length over the limit answers 413 without reading the body', async () => {
  let pulls = 0;
  const response = await post(
    '/',
    streamOf(60 * 1024 * 1024, () => (pulls += 1)),
    { 'content-length': String(60 * 1024 * 1024) },
  );
  expect(response.status).toBe(413);
  expect(pulls).toBeLessThanOrEqual(1);
});

test('a chunked body is cut off once it passes the limit', async () => {
  let pulls = 0;
  const response = await post(
    '/RSC/F/action.txt',
    streamOf(60 * 1024 * 1024, () => (pulls += 1)),
    { 'transfer-encoding': 'chunked' },
  );
  expect(response.status).toBe(413);
  // 16 kB chunks: the limit is passed on the fifth, long before 60 MB
  expect(pulls).toBeLessThan(10);
});

test('beacons have the larger limit, and only beacons', async () => {
  const beacon = 'a'.repeat(BEACON_BODY_LIMIT_BYTES);
  expect((await post('/dd_metrics/api/v2/replay', beacon)).status).toBe(200);
  expect((await post('/dd_metrics/api/v2/replay', `${beacon}a`)).status).toBe(413);
  expect((await post('/cart', beacon)).status).toBe(413);
  expect((await post('/dd_metricsx', beacon)).status).toBe(413);
});
