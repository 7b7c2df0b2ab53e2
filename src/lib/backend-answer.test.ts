import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { backendFetch } from './request-id.ts';
import { createSiteApiClient } from './site-api/client.ts';

const TEN_MB = 10 * 1024 * 1024;
// 100 MB of spaces, 100 kB on the wire
const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024, ' '));
const countries = JSON.stringify([
  { countryCode: 'US', locales: ['en-US'], defaultLocale: 'en-US' },
]);

let server: Server;
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
      default:
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

test('a 10 MB backend answer fails, declared or streamed', async () => {
  await expect(backendFetch(`${base}/large`)).rejects.toThrow(/declares/);
  const streamed = await backendFetch(`${base}/large-chunked`);
  await expect(streamed.text()).rejects.toThrow(/passed/);
});

test('a gzip bomb is not inflated past the cap', async () => {
  const answer = await backendFetch(`${base}/bomb`);
  await expect(answer.text()).rejects.toThrow(/passed/);
});

test('an answer within the cap reads as it was sent', async () => {
  expect(await (await backendFetch(`${base}/small`)).text()).toBe(countries);
});

test('a site-API call whose answer is too large fails as that call alone', async () => {
  const api = createSiteApiClient({ baseUrl: base, fetch: backendFetch });
  await expect(api.getCountries()).rejects.toMatchObject({
    name: 'SiteApiError',
    call: 'countries',
  });
});
