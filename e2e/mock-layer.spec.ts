import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { freeLoopbackPort } from './support/free-port.ts';

/**
 * The mock layer at the HTTP level (docs/decisions/006-mock-layer.md): what it does
 * on the offline server (baseURL), that its routes cannot reach anything but their
 * mocks, and that a server with backend addresses never loads it.
 */

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined> };

/** A request with a raw request line and headers, which fetch would normalise or refuse. */
const rawRequest = (
  base: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const outgoing = httpRequest({ hostname, port, path, method, headers }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });

/** A loopback HTTP server that records every connection and request it gets. */
const startStub = async () => {
  const seen = { connections: 0, requests: [] as string[] };
  const server: Server = createServer((incoming, outgoing) => {
    seen.requests.push(`${incoming.method} ${incoming.url}`);
    incoming.resume();
    // an empty answer to every query: the CMS has no entry, the site API no data
    outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{"results":[]}');
  });
  server.on('connection', () => {
    seen.connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, url: `http://127.0.0.1:${port}`, seen, close: () => server.close() };
};

test.describe('mock mode on (the offline server)', () => {
  test('?mock=NAME, or the old ?mock-scenario=NAME, sets the mock-state cookie; ?mock-fault=render shows the 500 page', async ({
    request,
  }) => {
    for (const link of ['/?mock=customer', '/?mock-scenario=customer']) {
      const picked = await request.get(link);
      expect(picked.status()).toBe(200);
      expect(picked.headers()['set-cookie']).toContain('mock-state=customer; Path=/');
    }
    // a browser's page load: the 500 page is rendered for documents only
    const failed = await request.get('/?mock-fault=render', { headers: { accept: 'text/html' } });
    expect(failed.status()).toBe(500);
    expect(await failed.text()).toContain('Internal Server Error');
    // an invalid mock state is a page that says why, never a 500
    const invalid = await request.get('/?mock=customer,cms.nope:down', {
      headers: { accept: 'text/html' },
    });
    expect(invalid.status()).toBe(400);
    expect(await invalid.text()).toContain('unknown target &#34;cms.nope&#34;');
  });

  test('the mock proxies reach no port the caller chooses', async ({ baseURL }) => {
    const stub = await startStub();
    try {
      const cookie = 'session=shopper-secret';
      const xhr = await rawRequest(baseURL ?? '', `//127.0.0.1:${stub.port}/x`, {
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie },
      });
      const partner = await rawRequest(
        baseURL ?? '',
        `/__mocks/partner//127.0.0.1:${stub.port}/x`,
        { method: 'POST', headers: { cookie }, body: 'x' },
      );
      expect(xhr.status).not.toBe(500);
      expect(partner.status).toBe(404);
      expect(stub.seen.connections).toBe(0);
    } finally {
      stub.close();
    }
  });

  test('Expect, Upgrade and Keep-Alive on a valid partner or cart call give no 500', async ({
    baseURL,
    request,
  }) => {
    const session = 'mock-session=mock-layer-spec';
    const csrf = (await (
      await request.get('/csrf', {
        headers: { 'x-requested-with': 'XMLHttpRequest', cookie: session },
      })
    ).json()) as { headerName: string; token: string };
    for (const extra of [
      { expect: '100-continue' },
      { upgrade: 'websocket', connection: 'upgrade' },
      { 'keep-alive': 'timeout=5', connection: 'keep-alive' },
    ]) {
      const partner = await rawRequest(baseURL ?? '', '/__mocks/partner/subscribe?email=a%40b.c', {
        method: 'POST',
        headers: { ...extra, 'content-type': 'text/plain' },
        body: 'email=a%40b.c',
      });
      expect(partner.status, JSON.stringify(extra)).toBe(200);
      const cart = await rawRequest(baseURL ?? '', '/cart/item/1001', {
        method: 'POST',
        headers: {
          ...extra,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          cookie: session,
          [csrf.headerName]: csrf.token,
        },
        body: '{"quantity":1}',
      });
      expect(cart.status, JSON.stringify(extra)).toBe(200);
    }
  });

  test('a form body past 8 KiB answers 413', async ({ request }) => {
    const response = await request.post('/__mocks/partner/subscribe?email=a%40b.c', {
      data: 'a'.repeat(60_000),
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status()).toBe(413);
  });
});

test.describe('mock mode off (backend addresses configured)', () => {
  let stub: Awaited<ReturnType<typeof startStub>>;
  let server: ChildProcess;
  let base = '';
  let output = '';

  test.beforeAll(async () => {
    stub = await startStub();
    const port = await freeLoopbackPort();
    base = `http://127.0.0.1:${port}`;
    // run from the build the offline server's start has made
    server = spawn(
      process.execPath,
      ['--import', './e2e/support/trace-mock-modules.mjs', 'scripts/start.mjs'],
      {
        env: {
          ...process.env,
          PORT: String(port),
          MOCKS: '',
          SITE_API_URL: stub.url,
          SITE_PUBLIC_URL: base,
          CMS_API_HOST: stub.url,
          CMS_PUBLIC_KEY: 'key',
          PERSONALISATION_API_URL: stub.url,
          MONITORING_INTAKE_URL: stub.url,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      const record = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('listening on')) {
          resolve();
        }
      };
      server.stdout?.on('data', record);
      server.stderr?.on('data', record);
      server.on('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
    });
  });

  test.afterAll(() => {
    server.kill();
    stub.close();
  });

  test('the start line says the mocks are off and why; no mock module is loaded', () => {
    expect(output).toContain(
      '[storefront] mocks: off (backend addresses configured: SITE_API_URL, CMS_API_HOST, CMS_PUBLIC_KEY, PERSONALISATION_API_URL, MONITORING_INTAKE_URL)',
    );
    expect(output).not.toContain('[mock module loaded]');
  });

  test('no scenario bar: no markup, no script, no route', async ({ request }) => {
    const page = await request.get(`${base}/?mock=customer`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    // the stub CMS has no entry: the not-found page, in the whole layout
    expect(html).toContain('Skip to main content');
    expect(html).not.toContain('__mocks');
    expect(html).not.toContain('scenario-bar');
    expect(page.headers()['set-cookie'] ?? '').not.toMatch(/mock-/);
    for (const path of ['/__mocks/scenario-bar.js', '/__mocks/state']) {
      expect((await request.get(`${base}${path}`)).status(), path).toBe(404);
    }
    expect((await request.post(`${base}/__mocks/reset`)).status()).not.toBe(200);
  });

  test('/__mocks/*, ?mock=, ?mock-scenario= and ?mock-fault= do nothing', async ({ request }) => {
    const partner = await request.post(`${base}/__mocks/partner/subscribe?email=a%40b.c`, {
      data: 'x',
    });
    // with the mocks off the address is only a page's, and a page takes GET and HEAD alone
    expect(partner.status()).toBe(405);
    expect(partner.headers().allow).toBe('GET, HEAD');
    expect(stub.seen.requests.some((line) => line.includes('/subscribe'))).toBe(false);
    for (const switches of ['mock=customer', 'mock-scenario=customer']) {
      const page = await request.get(`${base}/?${switches}&mock-fault=render`);
      expect(page.status()).not.toBe(500);
      expect(page.headers()['set-cookie'] ?? '').not.toMatch(/mock-/);
    }
  });
});

test('a configured site API without a monitoring address stops start-up, naming it', async () => {
  const started = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(await freeLoopbackPort()),
      MOCKS: '',
      SITE_API_URL: 'http://127.0.0.1:9',
      CMS_API_HOST: 'http://127.0.0.1:9',
      CMS_PUBLIC_KEY: 'key',
      PERSONALISATION_API_URL: 'http://127.0.0.1:9',
      MONITORING_INTAKE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  started.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const code = await new Promise((resolve) => started.on('exit', resolve));
  expect(code).toBe(1);
  expect(errors).toContain('MONITORING_INTAKE_URL: required when the mocks are off');
});
