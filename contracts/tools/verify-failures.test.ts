import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freeLoopbackPort } from '../../e2e/support/free-port.ts';
import { PACT_DIR, PROVIDERS } from '../pact/pact-setup.ts';
import { readPacts } from './pact-file.ts';
import { unreachable } from './provider-reach.ts';
import { forwardedStateHandlers } from './remote-states.ts';
import { startStub, type RunningStub } from './stub.ts';

const script = fileURLToPath(new URL('../../scripts/verify-contracts.ts', import.meta.url));

test('a closed port is unreachable, any HTTP answer (a 404) is reachable', async () => {
  const closed = await freeLoopbackPort();
  expect(await unreachable(`http://127.0.0.1:${closed}`)).toBe(
    `nothing answers at http://127.0.0.1:${closed} (connection refused): is the provider running?`,
  );
  const server = createServer((_request, response) => response.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  expect(await unreachable(`http://127.0.0.1:${port}`)).toBeUndefined();
  server.close();
});

test('against a provider that does not answer: one line, exit 2, a JUnit file in the caller’s folder with every interaction an error (not checked)', async () => {
  const caller = mkdtempSync(join(tmpdir(), 'verify-caller-'));
  const closed = await freeLoopbackPort();
  const run = spawnSync(
    process.execPath,
    [script, '--provider-base-url', `http://127.0.0.1:${closed}`, '--junit', 'out.xml'],
    { encoding: 'utf8', env: { ...process.env, INIT_CWD: caller }, timeout: 30_000 },
  );
  expect(run.status).toBe(2);
  expect(run.stderr.trim()).toBe(
    `nothing answers at http://127.0.0.1:${closed} (connection refused): is the provider running?`,
  );
  const junit = readFileSync(join(caller, 'out.xml'), 'utf8');
  const interactions = readPacts(PACT_DIR).flatMap(({ pact }) => pact.interactions).length;
  expect(junit.match(/<error /g)).toHaveLength(interactions);
  expect(junit).not.toContain('<failure');
});

/*
 * Provider states through the team's state-change URL: pact-js state handlers (no
 * deprecated providerStatesSetupUrl), against Pact's stub as the provider.
 */
let stub: RunningStub;
let stateServer: Server;
let stateUrl = '';
const received: unknown[] = [];

beforeAll(async () => {
  stub = await startStub({ pactDir: PACT_DIR, provider: PROVIDERS.siteApi });
  stateServer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const state: unknown = JSON.parse(body);
      received.push(state);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ csrfToken: 'token-from-the-state-url' }));
    });
  });
  await new Promise<void>((resolve) => stateServer.listen(0, '127.0.0.1', resolve));
  stateUrl = `http://127.0.0.1:${(stateServer.address() as AddressInfo).port}/_pact/provider-states`;
});

afterAll(async () => {
  await stub.close();
  stateServer.close();
});

test('each state is POSTed to the state-change URL as setup, then teardown', async () => {
  const [pact] = readPacts(PACT_DIR, PROVIDERS.siteApi);
  await new Verifier({
    provider: PROVIDERS.siteApi,
    providerBaseUrl: stub.url,
    pactUrls: [pact?.path ?? ''],
    logLevel: 'error',
    stateHandlers: forwardedStateHandlers(PACT_DIR, PROVIDERS.siteApi, stateUrl),
  })
    .verifyProvider()
    .catch(() => 'the stub answers some interactions in the wrong state: known, not tested here');
  expect(received).toContainEqual({
    state: 'a CSRF token is issued for the session',
    params: {},
    action: 'setup',
  });
  expect(received).toContainEqual({
    state: 'a CSRF token is issued for the session',
    params: {},
    action: 'teardown',
  });
});

test('a state-change URL that refuses a state fails that interaction, saying so', async () => {
  const handlers = forwardedStateHandlers(PACT_DIR, PROVIDERS.siteApi, `${stub.url}/nowhere`);
  const handler = handlers['a logged-in customer'];
  const setup = typeof handler === 'function' ? handler : handler?.setup;
  await expect(setup?.({})).rejects.toThrow(
    /the state-change URL answered \d{3} to setup "a logged-in customer"/,
  );
});
