import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { BACKEND_ANSWER_MAX_BYTES } from './backend-answer.ts';
import { backendFetch } from './backend-transport.ts';
import { runWithRequestId } from './request-id.ts';
import { serverExtensions } from './server-extensions.ts';
import { createSiteApiClient } from './site-api/client.ts';

const TEN_MB = 10 * 1024 * 1024;
// 100 MB of spaces, 100 kB on the wire
const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024, ' '));
const countries = JSON.stringify([
  { countryCode: 'US', locales: ['en-US'], defaultLocale: 'en-US' },
]);

let server: Server;
const seenHeaders: IncomingHttpHeaders[] = [];
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    switch (request.url) {
      case '/large':
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-length': String(TEN_MB + 2),
        });
        response.end(`"${'x'.repeat(TEN_MB)}"`);
        return;
      case '/large-chunked':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('"');
        response.write('x'.repeat(TEN_MB));
        response.end('"');
        return;
      case '/bomb':
      case '/geography/countries?format=json':
        response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
        // chunked: no declared length to refuse it by
        response.write(bomb.subarray(0, bomb.length >> 1));
        response.end(bomb.subarray(bomb.length >> 1));
        return;
      case '/hang':
        // headers, then nothing: only the call's time box ends it
        response.writeHead(200, { 'content-type': 'application/json' });
        response.write('[');
        return;
      case '/echo': {
        // a beacon's bytes (the monitoring SDK deflates them), sent back as they came
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          response.writeHead(202, { 'content-type': 'application/octet-stream' });
          response.end(Buffer.concat(chunks));
        });
        return;
      }
      default:
        seenHeaders.push(request.headers);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(countries);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const readWhole = async (path: string) => (await backendFetch(`${base}${path}`)).text();

// the production pool, and fetch as the mock layer registers it (vitest.setup.ts)
const registered = serverExtensions().backendFetch;
describe.each([
  ['the keep-alive pool', undefined],
  ['fetch', registered],
])('through %s', (_, transport) => {
  beforeEach(() => {
    serverExtensions().backendFetch = transport;
  });
  afterEach(() => {
    serverExtensions().backendFetch = registered;
  });

  test('a 10 MB backend answer fails, declared or streamed', async () => {
    await expect(readWhole('/large')).rejects.toThrow();
    await expect(readWhole('/large-chunked')).rejects.toThrow();
  });

  test('a gzip bomb is not inflated past the cap', async () => {
    const read = await readWhole('/bomb').catch(() => '');
    expect(read.length).toBeLessThanOrEqual(BACKEND_ANSWER_MAX_BYTES);
  });

  test('an answer within the cap reads as it was sent, asked with the request id and who calls', async () => {
    expect(await runWithRequestId('req-pool-0001', () => readWhole('/small'))).toBe(countries);
    expect(seenHeaders.at(-1)?.['x-request-id']).toBe('req-pool-0001');
    expect(seenHeaders.at(-1)?.['user-agent']).toMatch(/^storefront-web\//);
  });

  test('a body of bytes reaches the backend as it was', async () => {
    const bytes = new Uint8Array([0x78, 0x9c, 0x00, 0xff, 0x0a]);
    const answer = await backendFetch(`${base}/echo`, { method: 'POST', body: bytes });
    expect(answer.status).toBe(202);
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes);
  });

  test("a call's time box ends it, body and all", async () => {
    const started = Date.now();
    await expect(
      backendFetch(`${base}/hang`, { signal: AbortSignal.timeout(100) }).then((answer) =>
        answer.text(),
      ),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  test('a site-API call whose answer is too large fails as that call alone', async () => {
    // the pool asks for no encoding: a gzip answer is off contract, and logged as such
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createSiteApiClient({ baseUrl: base, fetch: backendFetch });
    await expect(api.getCountries()).rejects.toMatchObject({
      name: 'SiteApiError',
      call: 'countries',
    });
  });
});
