import { randomUUID } from 'node:crypto';
import { beforeEach, expect, test } from 'vitest';
import { createMockSetup } from '../server/environment.ts';
import { mockCartCall } from '../server/test-server.ts';
import {
  appliedWords,
  forgetJournals,
  JOURNAL_LIMIT,
  readJournal,
  recordCall,
  type JournalEntry,
} from './journal.ts';
import { startMockBackends } from '../server/mock-backends-server.ts';
import { MOCK_SESSION_COOKIE } from '../session/mock-session-routes.ts';
import { MOCK_STATE_HEADER } from '../state/mock-state-carriers.ts';
import { appliedPart, parseMockState } from '../state/mock-state.ts';

const setup = createMockSetup({});

beforeEach(() => {
  forgetJournals();
});

const cartCall = (state: string, session: string) =>
  mockCartCall(setup, { state, session, requestId: 'page-request-1' });

test.each([
  ['customer,site-api.cart:down', 'call', 'site-api.cart:down', 503, 'down (503), its own fault'],
  ['site-api:down-500', 'backend', 'site-api:down-500', 500, "down (500), the site API's fault"],
  ['all:empty', 'all', 'all:empty', 200, "empty, every backend's fault"],
  ['customer', 'healthy', undefined, 200, 'healthy'],
])(
  '%s: the cart call is journalled with the part that applied',
  async (state, applied, part, status, words) => {
    const session = randomUUID();
    await cartCall(state, session);
    const [entry] = readJournal(session);
    expect(entry).toMatchObject({
      call: 'site-api.cart',
      method: 'GET',
      path: '/cart?format=json',
      applied,
      status,
      words,
      requestId: 'page-request-1',
    });
    expect(entry?.part).toBe(part);
    expect(entry?.ms).toBeGreaterThanOrEqual(0);
    expect(Date.parse(entry?.time ?? '')).not.toBeNaN();
  },
);

test('a slowness at or past the call’s time box is named for what it does', () => {
  const state = (value: string) => {
    const parsed = parseMockState(value);
    if (!parsed.ok) {
      throw new Error(parsed.message);
    }
    return parsed.state;
  };
  expect(appliedWords(appliedPart(state('cms:slow-2000'), 'cms.page'), 2000)).toBe(
    "slow (2000 ms), the CMS's fault, past the 2 s time box: the page takes its fallback",
  );
  expect(appliedWords(appliedPart(state('site-api.cart:slow-600'), 'site-api.cart'), 1500)).toBe(
    'slow (600 ms), its own fault',
  );
});

test(`a session keeps its latest ${JOURNAL_LIMIT} calls`, () => {
  const entry = (index: number): JournalEntry => ({
    time: new Date(index).toISOString(),
    call: 'site-api.cart',
    method: 'GET',
    path: `/cart?n=${index}`,
    state: 'anonymous',
    applied: 'healthy',
    words: 'healthy',
    status: 200,
    ms: 0,
    requestId: null,
  });
  for (let index = 0; index < JOURNAL_LIMIT + 5; index++) {
    recordCall('one-session', entry(index));
  }
  const kept = readJournal('one-session');
  expect(kept).toHaveLength(JOURNAL_LIMIT);
  expect(kept[0]?.path).toBe('/cart?n=5');
});

test('npm run mocks: each port answers its journal for the calling session, and logs what applied', async () => {
  const lines: string[] = [];
  const mocks = await startMockBackends({ log: (line) => lines.push(line) });
  try {
    const session = randomUUID();
    const headers = {
      cookie: `${MOCK_SESSION_COOKIE}=${session}`,
      [MOCK_STATE_HEADER]: 'site-api.cart:down',
    };
    await fetch(`${mocks.urls.siteApi}/cart?format=json`, { headers });
    const journal = (await (
      await fetch(`${mocks.urls.siteApi}/__mocks/journal`, { headers })
    ).json()) as { entries: JournalEntry[] };
    expect(journal.entries).toMatchObject([
      { call: 'site-api.cart', applied: 'call', part: 'site-api.cart:down', status: 503 },
    ]);
    const cms = (await (await fetch(`${mocks.urls.cms}/__mocks/journal`, { headers })).json()) as {
      entries: JournalEntry[];
    };
    expect(cms.entries).toEqual([]);
    expect(lines.find((line) => line.startsWith('siteApi GET /cart'))).toMatch(
      /^siteApi GET \/cart\?format=json -> 503 \(site-api\.cart:down\) site-api\.cart: down \(503\), its own fault, \d+ ms$/,
    );
  } finally {
    await mocks.close();
  }
});
