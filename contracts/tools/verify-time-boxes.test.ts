import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PACT_DIR, PROVIDERS } from '../pact/pact-setup.ts';
import { startStub, type RunningStub } from './stub.ts';

/*
 * `contracts:verify` against a provider that answers correctly but late: Pact's stub behind
 * a proxy that holds every answer back. The storefront gives personalisation 0.8 s.
 */
const script = fileURLToPath(new URL('../../scripts/verify-contracts.ts', import.meta.url));

let stub: RunningStub;
const servers: Server[] = [];

const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** A provider that passes each request to `target` and answers `delayMs` later. */
const lateProvider = (target: string, delayMs: number) =>
  listen(
    createServer((incoming, outgoing) => {
      const forwarded = httpRequest(
        new URL(incoming.url ?? '/', target),
        { method: incoming.method, headers: incoming.headers },
        (answer) => {
          setTimeout(() => {
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          }, delayMs);
        },
      );
      incoming.pipe(forwarded);
    }),
  );

/** The script as a process of its own (the late provider answers from this one). */
const verify = (args: string[], caller: string) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      env: { ...process.env, INIT_CWD: caller },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('exit', (status) => resolve({ status, stdout, stderr }));
  });

beforeAll(async () => {
  stub = await startStub({ pactDir: PACT_DIR, provider: PROVIDERS.personalisation });
});

afterAll(async () => {
  await stub.close();
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

const VARIATIONS = 'a request for the variations of the content page /science';

test('an answer later than the storefront’s time box is flagged with its time, and fails with --time-boxes', async () => {
  const provider = await lateProvider(stub.url, 1000);
  const caller = mkdtempSync(join(tmpdir(), 'verify-late-'));
  const base = ['--provider', PROVIDERS.personalisation, '--provider-base-url', provider];
  const flagged = await verify([...base, '--only', 'variations', '--junit', 'out.xml'], caller);
  expect(flagged.stdout).toMatch(
    new RegExp(
      `⚠ ${PROVIDERS.personalisation} · ${VARIATIONS}: passed, but answered in 1\\.\\d+ s, past the storefront's 0\\.8 s time box for personalisation calls`,
    ),
  );
  expect(flagged.stdout).toContain(
    `- ${PROVIDERS.personalisation} · a batch of tracking events: skipped`,
  );
  expect(flagged.status).toBe(0);
  const junit = readFileSync(join(caller, 'out.xml'), 'utf8');
  expect(junit).toMatch(/time="1\.\d{3}">\s*<system-out>answered in 1\.\d+ s, past/);
  expect(junit).toContain('<skipped');

  const enforced = await verify([...base, '--only', 'variations', '--time-boxes'], caller);
  expect(enforced.stdout).toMatch(
    /✗ .*: failed: answered in 1\.\d+ s, past the storefront's 0\.8 s/,
  );
  expect(enforced.status).toBe(1);
}, 60_000);

test('in time, each answer time is said', async () => {
  const caller = mkdtempSync(join(tmpdir(), 'verify-in-time-'));
  const run = await verify(
    ['--provider', PROVIDERS.personalisation, '--provider-base-url', stub.url, '--skip', 'events'],
    caller,
  );
  expect(run.stdout).toMatch(new RegExp(`✓ .* · ${VARIATIONS}: passed in \\d+ ms`));
  expect(run.stdout).toContain('1 interactions verified; 1 skipped.');
  expect(run.status).toBe(0);
}, 60_000);

test('a first request slower than --probe-timeout is said to be slow, and JUnit has an <error> per interaction', async () => {
  const silent = await listen(
    createServer((_incoming, outgoing) => {
      setTimeout(() => outgoing.writeHead(404).end(), 2500);
    }),
  );
  const caller = mkdtempSync(join(tmpdir(), 'verify-probe-'));
  const run = await verify(
    [
      '--provider',
      PROVIDERS.personalisation,
      '--provider-base-url',
      silent,
      '--probe-timeout',
      '1',
      '--junit',
      'out.xml',
    ],
    caller,
  );
  expect(run.status).toBe(2);
  expect(run.stderr).toContain(`${silent} is slower than 1 s`);
  const junit = readFileSync(join(caller, 'out.xml'), 'utf8');
  expect(junit.match(/<error /g)).toHaveLength(2);
  expect(junit).not.toContain('<failure');
  expect(junit).toContain('errors="2"');
}, 60_000);
