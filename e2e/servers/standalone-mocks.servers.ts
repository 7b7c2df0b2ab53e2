/**
 * `npm run mocks` as QA and other teams run it: a process of its own, with no storefront
 * configuration, asked for every fault kind of one call of each backend, through every
 * carrier of the state (docs/qa.md#serve-the-mocks-to-anything-npm-run-mocks).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MOCK_CALLS, type MockCall } from '../../mocks/handlers/mock-calls.ts';
import type { JournalEntry } from '../../mocks/journal/journal.ts';

type Mocks = { urls: Record<string, string>; lines: string[]; child: ChildProcess };

/** `npm run mocks -- --port 0 ARGS`, resolved once its banner has named every port. */
const startMocks = async (args: readonly string[]): Promise<Mocks> => {
  // its own process group, so the node process npm starts stops with it
  const child = spawn('npm', ['run', 'mocks', '--', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    // nothing of the storefront's: the process must stand on its own
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  const lines: string[] = [];
  const urls: Record<string, string> = {};
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => lines.push(line));
  }
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`exited ${code}:\n${lines.join('\n')}`)));
    const poll = setInterval(() => {
      for (const line of lines) {
        const port = /^\[mocks\] (\w+)\s+(http:\/\/127\.0\.0\.1:\d+)$/.exec(line);
        if (port) {
          urls[port[1]!] = port[2]!;
        }
      }
      if (Object.keys(urls).length === 4) {
        clearInterval(poll);
        resolve();
      }
    }, 50);
  });
  return { urls, lines, child };
};

const stopMocks = async ({ child }: Mocks) => {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
};

/** One call of each backend: its port, how it is asked, and its healthy status. */
const CALLS: Record<
  string,
  { call: MockCall; port: string; path: string; method: string; healthy: number }
> = {
  'site-api': {
    call: 'site-api.cart',
    port: 'siteApi',
    path: '/cart?format=json',
    method: 'GET',
    healthy: 200,
  },
  cms: {
    call: 'cms.banner',
    port: 'cms',
    path: '/api/v3/content/announcement-banner?apiKey=mock-public-key&limit=1&noTraverse=false&includeRefs=true&omit=meta.componentsUsed&userAttributes=%7B%22urlPath%22%3A%22%2F%22%7D',
    method: 'GET',
    healthy: 200,
  },
  personalisation: {
    call: 'personalisation.variations',
    port: 'personalisation',
    path: '/dy/ab/choose-variations?pagePath=%2F&pageType=HOMEPAGE&sectionId=8770001',
    method: 'GET',
    healthy: 200,
  },
  monitoring: {
    call: 'monitoring.intake',
    port: 'monitoring',
    path: '/api/v2/rum',
    method: 'POST',
    healthy: 202,
  },
};

type Carrier = 'header' | 'cookie' | 'parameter';

const ask = (mocks: Mocks, backend: string, state: string | undefined, carrier: Carrier) => {
  const { port, path, method } = CALLS[backend]!;
  const url = new URL(path, mocks.urls[port]);
  const headers: Record<string, string> = {};
  if (state !== undefined && carrier === 'header') {
    headers['x-mock-state'] = state;
  }
  if (state !== undefined && carrier === 'cookie') {
    headers.cookie = `mock-state=${encodeURIComponent(state)}`;
  }
  if (state !== undefined && carrier === 'parameter') {
    url.searchParams.set('mock', state);
  }
  return fetch(url, { method, headers, ...(method === 'POST' ? { body: '{}' } : {}) });
};

/** What the documented fault answers (docs/qa.md#the-parts), as status and JSON body. */
const expected = (backend: string, fault: string): { status: number; json?: unknown } => {
  const { call, healthy } = CALLS[backend]!;
  const down = /^down(?:-(\d{3}))?$/.exec(fault);
  if (down) {
    const status = Number(down[1] ?? 503);
    const message: unknown = expect.stringContaining(call);
    return { status, json: expect.objectContaining({ statusCode: status, message }) };
  }
  if (fault === 'empty') {
    const empty = MOCK_CALLS[call].empty;
    return 'json' in empty ? { status: 200, json: empty.json } : { status: empty.status };
  }
  if (fault === 'breaking') {
    return { status: 200, json: expect.objectContaining({ results: 'not a list' }) };
  }
  return { status: healthy };
};

const FAULTS = ['down', 'down-502', 'empty', 'slow-20', 'breaking'];

let mocks: Mocks;

beforeAll(async () => {
  mocks = await startMocks([]);
});

afterAll(async () => {
  if (mocks) {
    await stopMocks(mocks);
  }
});

const lastJournalled = async (backend: string): Promise<JournalEntry | undefined> => {
  const { port } = CALLS[backend]!;
  const journal = (await (await fetch(`${mocks.urls[port]}/__mocks/journal`)).json()) as {
    entries: JournalEntry[];
  };
  return journal.entries.at(-1);
};

for (const carrier of ['header', 'cookie', 'parameter'] as const) {
  test(`every fault kind of one call of each backend, by ${carrier}: the documented status and JSON, journalled as sent`, async () => {
    for (const backend of Object.keys(CALLS)) {
      for (const fault of FAULTS) {
        const state = `${CALLS[backend]!.call}:${fault}`;
        const response = await ask(mocks, backend, state, carrier);
        const want = expected(backend, fault);
        const body = await response.text();
        expect({ state, status: response.status }).toEqual({ state, status: want.status });
        if ('json' in want) {
          expect(response.headers.get('content-type')).toContain('application/json');
          expect(JSON.parse(body)).toEqual(want.json);
        }
        expect(await lastJournalled(backend)).toMatchObject({
          call: CALLS[backend]!.call,
          state,
          applied: 'call',
          status: response.status,
        });
      }
    }
    expect(mocks.lines.join('\n')).not.toContain('ConfigError');
  });
}

test('--state: the fault of every call that names no state, and an invalid --state stops with exit 2', async () => {
  const faulted = await startMocks(['--state', 'site-api:down-504,cms:breaking,monitoring:empty']);
  try {
    expect((await ask(faulted, 'site-api', undefined, 'header')).status).toBe(504);
    const cms = await ask(faulted, 'cms', undefined, 'header');
    expect(await cms.json()).toMatchObject({ results: 'not a list' });
    expect((await ask(faulted, 'monitoring', undefined, 'header')).status).toBe(204);
    // a call's own state replaces the default
    expect((await ask(faulted, 'site-api', 'anonymous', 'parameter')).status).toBe(200);
  } finally {
    await stopMocks(faulted);
  }
  await expect(startMocks(['--state', 'site-api:nope'])).rejects.toThrow(/exited 2/);
});
