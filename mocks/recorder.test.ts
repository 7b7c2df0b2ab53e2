import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getResponse } from 'msw';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createMockSetup } from './environment.ts';
import { createHandlers } from './handlers.ts';
import { MOCK_STATE_HEADER } from './mock-state-carriers.ts';
import { startRecorder } from './recorder.ts';

/*
 * Recording against a local fake backend: an answer its contract accepts is kept, one it
 * rejects is reported and not kept, cookies and tokens are never written, and the set
 * replays under the mock state part recorded:NAME.
 */
const dir = mkdtempSync(join(tmpdir(), 'recorded-'));
let backend: Server;
let backendUrl = '';

const ANSWERS: Record<string, unknown> = {
  '/account/data/me': {
    enabled: true,
    loggedIn: true,
    customerId: 7,
    data: { initials: 'AL', name: 'Ada Lovelace', authorities: [{ authority: 'ROLE_CUSTOMER' }] },
  },
  '/csrf': { headerName: 'X-CSRF-TOKEN', token: 'staging-secret-token' },
  // off its contract: lines is no list
  '/cart': { lines: 7 },
};

beforeAll(async () => {
  backend = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const body = ANSWERS[path];
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
  await through('/csrf');
  await through('/cart?format=json');
  const { file, kept, refused } = await recorder.close();

  expect({ kept, refused }).toEqual({ kept: 2, refused: 1 });
  expect(lines).toContain('✓ GET /account/data/me -> 200: kept');
  expect(lines.find((line) => line.startsWith('✗ GET /cart'))).toMatch(
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
  } finally {
    delete process.env['MOCK_RECORDED_DIR'];
  }
});
