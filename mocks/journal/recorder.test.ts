import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { getResponse } from 'msw';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createMockSetup } from '../server/environment.ts';
import { createHandlers } from '../handlers/all-handlers.ts';
import { MOCK_STATE_HEADER } from '../state/mock-state-carriers.ts';
import { startRecorder } from './recorder.ts';
import { recordedDir, RECORDINGS } from './recorded.ts';
import { BUILD_SOURCES } from '../../scripts/needs-build.ts';

/*
 * Recording against a local fake backend: an answer its contract accepts is kept, one it
 * rejects is reported and not kept, cookies and tokens are never written, and the set
 * replays under the mock state part recorded:NAME.
 */
const dir = mkdtempSync(join(tmpdir(), 'recorded-'));
let backend: Server;
let backendUrl = '';

const ADA = {
  enabled: true,
  loggedIn: true,
  customerId: 7,
  data: { initials: 'AL', name: 'Ada Lovelace', authorities: [{ authority: 'ROLE_CUSTOMER' }] },
};
const LINE = {
  productId: 1001,
  sku: 'LN-OMEGA3-60',
  name: 'Omega-3',
  subtotal: '$34.00',
  quantity: 1,
};

// by path and query: `?variant=` picks an answer the pacts refuse though zod takes it
const ANSWERS: Record<string, unknown> = {
  '/account/data/me': ADA,
  '/account/data/me?variant=no-initials': {
    ...ADA,
    data: { name: 'Ada Lovelace', authorities: [{ authority: 'ROLE_CUSTOMER' }] },
  },
  '/csrf': { headerName: 'X-CSRF-TOKEN', token: 'staging-secret-token' },
  // off its contract: lines is no list
  '/cart?format=json': { lines: 7 },
  '/cart?format=json&variant=string-id': { lines: [{ ...LINE, productId: '1001' }] },
};

beforeAll(async () => {
  backend = createServer((request, response) => {
    const body = ANSWERS[request.url ?? '/'];
    response.writeHead(body ? 200 : 404, {
      'content-type': 'application/json',
      'set-cookie': 'SESSION=staging-session-cookie; HttpOnly',
    });
    response.end(JSON.stringify(body ?? { message: 'not found' }));
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});

afterAll(() => {
  backend.close();
});

test('kept, refused, redacted, and replayed with recorded:NAME', async () => {
  const lines: string[] = [];
  const recorder = await startRecorder({
    name: 'fake-staging',
    targets: { siteApi: backendUrl },
    dir,
    log: (line) => lines.push(line),
  });
  const through = (path: string) =>
    fetch(`${recorder.urls.siteApi}${path}`, { headers: { cookie: 'SESSION=shopper-cookie' } });
  const user = await through('/account/data/me');
  // the caller gets the backend's answer as it came, its cookie included
  expect(user.headers.get('set-cookie')).toContain('SESSION=staging-session-cookie');
  expect(((await user.json()) as { data: { name: string } }).data.name).toBe('Ada Lovelace');
  await through('/account/data/me');
  await through('/csrf');
  await through('/cart?format=json');
  await through('/cart?format=json&variant=string-id');
  await through('/account/data/me?variant=no-initials');
  const { file, answers, kept, refused } = await recorder.close();

  // the user twice on one path: one answer in the set, the latest
  expect({ answers, kept, refused }).toEqual({ answers: 2, kept: 3, refused: 3 });
  expect(lines).toContain('✓ GET /account/data/me -> 200: kept');
  expect(lines).toContain(
    '✗ GET /cart?format=json&variant=string-id -> 200: site-api.cart: the pacts refuse it (GET /cart 200: /lines/0/productId must be integer): not kept',
  );
  expect(lines).toContain(
    "✗ GET /account/data/me?variant=no-initials -> 200: site-api.user: the pacts refuse it (GET /account/data/me 200: /data must have required property 'initials'): not kept",
  );
  expect(lines.find((line) => line.startsWith('✗ GET /cart?format=json ->'))).toMatch(
    /^✗ GET \/cart\?format=json -> 200: site-api\.cart: off its contract \(lines: .+\): not kept$/,
  );
  const written = readFileSync(file, 'utf8');
  expect(written).not.toMatch(/SESSION|cookie|staging-secret-token|shopper-cookie/i);
  expect(written).toContain('recorded-token-redacted');

  process.env['MOCK_RECORDED_DIR'] = dir;
  try {
    const setup = createMockSetup({});
    const answer = await getResponse(
      createHandlers(setup),
      new Request(new URL('/account/data/me', setup.config.siteApiUrl), {
        headers: { [MOCK_STATE_HEADER]: 'recorded:fake-staging' },
      }),
    );
    expect(await answer?.json()).toMatchObject({ data: { name: 'Ada Lovelace' } });
    // a set that is not there is an invalid state, naming it, not an outage
    const missing = await getResponse(
      createHandlers(setup),
      new Request(new URL('/account/data/me', setup.config.siteApiUrl), {
        headers: { [MOCK_STATE_HEADER]: 'recorded:nope' },
      }),
    );
    expect(missing?.status).toBe(400);
    expect(await missing?.json()).toMatchObject({
      message: expect.stringContaining(
        'no recorded set "nope" (mocks/recordings/nope.json)',
      ) as unknown,
    });
  } finally {
    delete process.env['MOCK_RECORDED_DIR'];
  }
});

test('sets live in mocks/recordings: git-ignored, and no source of the build (a new set never rebuilds dist/)', () => {
  const folder = relative(process.cwd(), recordedDir());
  expect(folder).toBe(RECORDINGS);
  expect(BUILD_SOURCES.some((source) => `${folder}/`.startsWith(`${source}/`))).toBe(false);
  const ignored = spawnSync('git', ['check-ignore', '-q', `${RECORDINGS}/staging.json`]);
  expect(ignored.status).toBe(0);
});
