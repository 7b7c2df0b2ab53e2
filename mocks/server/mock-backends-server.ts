/**
 * The mocked backends as an HTTP server of their own (`npm run mocks`, the bench): one
 * loopback port per backend, each request rewritten to the mock origin its msw handlers
 * expect and answered by the same handlers the offline storefront uses. The state is per
 * request (the `x-mock-state` header or the `mock-state` cookie), else the default.
 * Every port also answers `GET /__mocks/state` and `POST /__admin/reset`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LRUCache } from 'lru-cache';
import { getResponse, type RequestHandler } from 'msw';
import { createMockSetup, type Backend } from './environment.ts';
import { createHandlers } from '../handlers/all-handlers.ts';
import { mockCatalogue, mockStateReport } from '../state/mock-catalogue.ts';
import {
  chosenMockState,
  MOCK_STATE_COOKIE,
  MOCK_STATE_HEADER,
  MOCK_STATE_PARAM,
  MOCK_STATE_CATALOGUE_PATH,
  MOCK_STATE_VARIABLE,
  OLD_MOCK_STATE_NAMES,
  parseCookieHeader,
} from '../state/mock-state-carriers.ts';
import { formatMockState, type MockState, type MockStateResult } from '../state/mock-state.ts';
import { describeMockState } from '../state/mock-state-words.ts';
import { MOCK_SESSION_COOKIE } from '../session/mock-session-routes.ts';
import { resetMockSession, resetMockStore } from '../session/store.ts';
import {
  capturingJournal,
  forgetJournal,
  forgetJournals,
  NO_SESSION,
  readJournal,
  type JournalEntry,
} from '../journal/journal.ts';
import { filterJournal } from '../session/mock-session-routes.ts';

export const BACKENDS: readonly Backend[] = ['siteApi', 'cms', 'personalisation', 'monitoring'];

/** Where each backend listens when `npm run mocks` is given no port: 4010 to 4013, as Prism's 4010. */
export const DEFAULT_BASE_PORT = 4010;

export type MockBackendsOptions = {
  /** a preset or part list (as `MOCK_STATE`); the state of requests that name none */
  defaultState?: string | undefined;
  host?: string;
  /** the first backend's port, the others following in BACKENDS order; 0: free ports */
  basePort?: number;
  /** one line per call answered, for a person watching */
  log?: (line: string) => void;
};

export type MockBackends = {
  ports: Record<Backend, number>;
  urls: Record<Backend, string>;
  defaultState: MockState;
  close: () => Promise<void>;
};

const readBody = async (incoming: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

/**
 * A Node request as a fetch Request on `origin`, so the msw handlers match it. `?mock=VALUE`
 * is that call's state, as on a page of the offline storefront, unless the `x-mock-state`
 * header names one; the parameter is no part of the call the backend sees, so it leaves the
 * request (and its journalled path).
 */
const toFetchRequest = async (incoming: IncomingMessage, origin: string) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const each of [value ?? []].flat()) {
      headers.append(name, each);
    }
  }
  const url = new URL(incoming.url ?? '/', origin);
  const stateParameter = url.searchParams.get(MOCK_STATE_PARAM);
  if (stateParameter !== null) {
    url.searchParams.delete(MOCK_STATE_PARAM);
    if (!headers.has(MOCK_STATE_HEADER)) {
      headers.set(MOCK_STATE_HEADER, stateParameter);
    }
  }
  const method = incoming.method ?? 'GET';
  return new Request(url, {
    method,
    headers,
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: await readBody(incoming) }),
  });
};

/** Sends a fetch Response through a Node response, every Set-Cookie kept apart. */
const sendResponse = async (response: Response, outgoing: ServerResponse) => {
  const headers: [string, string][] = [...response.headers].filter(
    ([name]) => name !== 'set-cookie',
  );
  for (const cookie of response.headers.getSetCookie()) {
    headers.push(['set-cookie', cookie]);
  }
  outgoing.writeHead(response.status, headers.flat());
  outgoing.end(Buffer.from(await response.arrayBuffer()));
};

/** The answer of `handlers` to a request; a 404 when no handler matches. */
const answerWithHandlers = async (
  handlers: readonly RequestHandler[],
  request: Request,
): Promise<Response> =>
  (await getResponse([...handlers], request)) ??
  Response.json({ message: `no mock for ${request.method} ${request.url}` }, { status: 404 });

/**
 * The journal entries each port answered: a port's journal lists its own calls only (a
 * personalisation call sent to the site API's port, as a storefront with no address of
 * its own for personalisation does, is that port's; one sent to personalisation's port
 * is not). Weak: an entry the journal's bound drops is forgotten here too.
 */
const answeredBy: Record<Backend, WeakSet<JournalEntry>> = {
  siteApi: new WeakSet(),
  cms: new WeakSet(),
  personalisation: new WeakSet(),
  monitoring: new WeakSet(),
};

/**
 * `GET /__mocks/state` (the old `/__scenarios` still answers),
 * `GET /__mocks/journal[?session=ID&page=PATH&since=ISO]` (the calls
 * this port answered the session: the request's `mock-session` cookie, else `?session=`,
 * else the calls that carried none) and `POST /__admin/reset[?session=ID]`, on every port.
 */
const adminResponse = (
  request: Request,
  backend: Backend,
  defaultState: MockState,
  chosen: MockStateResult,
): Response | undefined => {
  const url = new URL(request.url);
  if (url.pathname === '/__mocks/journal' && request.method === 'GET') {
    const session =
      parseCookieHeader(request.headers.get('cookie')).get(MOCK_SESSION_COOKIE) ??
      url.searchParams.get('session') ??
      NO_SESSION;
    const own = readJournal(session).filter((entry) => answeredBy[backend].has(entry));
    return Response.json({ session, entries: filterJournal(own, url.searchParams) });
  }
  const catalogue = [MOCK_STATE_CATALOGUE_PATH, OLD_MOCK_STATE_NAMES.catalogue];
  if (catalogue.includes(url.pathname) && request.method === 'GET') {
    return Response.json({
      default: mockStateReport(defaultState),
      thisRequest: chosen.ok ? mockStateReport(chosen.state) : { error: chosen.message },
      carriers: {
        header: MOCK_STATE_HEADER,
        cookie: MOCK_STATE_COOKIE,
        session: MOCK_SESSION_COOKIE,
      },
      ...mockCatalogue(),
    });
  }
  if (url.pathname === '/__admin/reset' && request.method === 'POST') {
    const session = url.searchParams.get('session');
    if (session) {
      resetMockSession(session);
      forgetJournal(session);
    } else {
      resetMockStore();
      forgetJournals();
    }
    return Response.json({ reset: session ? `session ${session}` : 'every session' });
  }
  return undefined;
};

/** The page a call names itself: personalisation's `pagePath`, the CMS's `userAttributes.urlPath`. */
const pageNamedBy = (url: URL): string | undefined => {
  const pagePath = url.searchParams.get('pagePath');
  if (pagePath?.startsWith('/')) {
    return pagePath;
  }
  try {
    const attributes: unknown = JSON.parse(url.searchParams.get('userAttributes') ?? '');
    const urlPath =
      typeof attributes === 'object' && attributes !== null && 'urlPath' in attributes
        ? attributes.urlPath
        : undefined;
    return typeof urlPath === 'string' && urlPath.startsWith('/') ? urlPath : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The page each storefront request was for, by the request id its backend calls carry: a
 * site-API call names no page, but the CMS and personalisation calls of the same page
 * request do, before or after it. Bounded: the ids come from whoever calls.
 */
const REQUESTS_KEPT = 1000;
const ENTRIES_PER_REQUEST = 50;
const pagesByRequest = new LRUCache<string, { page?: string; entries: JournalEntry[] }>({
  max: REQUESTS_KEPT,
});

const notePage = (requestId: string | null, named: string | undefined, entries: JournalEntry[]) => {
  if (named) {
    for (const entry of entries) {
      entry.page = named;
    }
  }
  if (!requestId) {
    return;
  }
  const known = pagesByRequest.get(requestId) ?? { entries: [] };
  const page = known.page ?? named;
  const waiting = [...known.entries, ...entries].slice(-ENTRIES_PER_REQUEST);
  if (!page) {
    pagesByRequest.set(requestId, { entries: waiting });
    return;
  }
  for (const entry of waiting) {
    entry.page ??= page;
  }
  pagesByRequest.set(requestId, { page, entries: [] });
};

const listen = (server: Server, port: number, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });

/** Starts every backend's server; throws a ConfigError for an invalid default state. */
export const startMockBackends = async ({
  defaultState,
  host = '127.0.0.1',
  basePort = 0,
  log = () => undefined,
}: MockBackendsOptions = {}): Promise<MockBackends> => {
  // every backend unset: the handlers answer the mock origins
  const setup = createMockSetup({ [MOCK_STATE_VARIABLE]: defaultState });
  const handlers = createHandlers(setup);
  const { config } = setup;
  const mockOrigins: Record<Backend, string> = {
    siteApi: new URL(config.siteApiUrl).origin,
    cms: new URL(config.cmsApiHost).origin,
    personalisation: new URL(config.personalisation.url).origin,
    monitoring: new URL(config.monitoring.intakeUrl).origin,
  };
  const serve =
    (backend: Backend) => async (incoming: IncomingMessage, outgoing: ServerResponse) => {
      const entries: JournalEntry[] = [];
      try {
        const request = await toFetchRequest(incoming, mockOrigins[backend]);
        const chosen = chosenMockState(
          {
            header: request.headers.get(MOCK_STATE_HEADER),
            cookies: parseCookieHeader(request.headers.get('cookie')),
          },
          setup.defaultState,
        );
        const admin = adminResponse(request, backend, setup.defaultState, chosen);
        const response =
          admin ??
          (await capturingJournal(() => answerWithHandlers(handlers, request), entries)).result;
        for (const entry of entries) {
          answeredBy[backend].add(entry);
        }
        notePage(request.headers.get('x-request-id'), pageNamedBy(new URL(request.url)), entries);
        const state = chosen.ok ? formatMockState(chosen.state) : 'invalid mock state';
        // the call's name, what decided its answer and how long it took, from its journal entry
        const said = entries
          .map((entry) => ` ${entry.call}: ${entry.words}, ${entry.ms} ms`)
          .join(';');
        log(
          `${backend} ${request.method} ${incoming.url ?? '/'} -> ${response.status} (${state})${said}`,
        );
        await sendResponse(response, outgoing);
      } catch (error) {
        // a failure of the mocks themselves: said on stderr, answered as the backends' other
        // errors are, and journalled as what was sent, not as the answer that never left
        const message = `the mocks failed: ${String(error)}`;
        console.error(`[mocks] ${backend} ${incoming.method} ${incoming.url ?? '/'}: ${message}`);
        for (const entry of entries) {
          Object.assign(entry, { status: 500, words: message });
        }
        if (!outgoing.headersSent) {
          outgoing
            .writeHead(500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ statusCode: 500, message }));
        } else {
          outgoing.destroy();
        }
      }
    };
  const servers = BACKENDS.map((backend) =>
    // serve() catches every failure itself, so nothing is left to handle here
    createServer((incoming, outgoing) => void serve(backend)(incoming, outgoing)),
  );
  const ports = Object.fromEntries(
    await Promise.all(
      BACKENDS.map(
        async (backend, at) =>
          [backend, await listen(servers[at] as Server, basePort && basePort + at, host)] as const,
      ),
    ),
  ) as Record<Backend, number>;
  const urls = Object.fromEntries(
    BACKENDS.map((backend) => [backend, `http://${host}:${ports[backend]}`]),
  ) as Record<Backend, string>;
  return {
    ports,
    urls,
    defaultState: setup.defaultState,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
    },
  };
};

/** The start line of `npm run mocks`: where each backend is and what it answers by default. */
export const describeMockBackends = ({ urls, defaultState }: MockBackends) =>
  [
    `[mocks] default state: ${describeMockState(defaultState)}`,
    ...BACKENDS.map((backend) => `[mocks] ${backend.padEnd(15)} ${urls[backend]}`),
    '[mocks] GET /__mocks/state lists presets and parts; POST /__admin/reset forgets every session',
  ].join('\n');
