import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { layoutEntries } from '../../fixtures/cms-layout.ts';
import { pageEntries } from '../../fixtures/cms-pages.ts';
import { countries } from '../../fixtures/countries.ts';
import { createChooseVariations } from '../../fixtures/personalisation.ts';
import { inPriceGroup, products } from '../../fixtures/products.ts';
import { createUser } from '../../fixtures/users.ts';

/**
 * Real backends on loopback ports for the production server to call, each answering well
 * or failing in one chosen way: the transport faults (e2e/transport-faults.spec.ts). Each backend
 * has a port of its own so that "refused" really closes it; a control port sets the modes.
 */

export const BACKENDS = ['siteApi', 'cms', 'personalisation'] as const;
export type Backend = (typeof BACKENDS)[number];

export const FAULTS = [
  'refused',
  'hung',
  'status-500',
  'status-503',
  'malformed-json',
  'schema-invalid',
  'truncated',
] as const;
export type Fault = (typeof FAULTS)[number];
/** `ok`, a fault, or a slow but good answer */
export type Mode = 'ok' | Fault | { slowMs: number };

type Answer = { status: number; body: unknown };

const json = (body: unknown): Answer => ({ status: 200, body });
const notFound: Answer = { status: 404, body: { message: 'not found' } };

const siteApiAnswer = (url: URL): Answer => {
  // the monitoring intake (storefrontEnvOn): a beacon is accepted, as Datadog's intake does
  if (url.pathname.startsWith('/intake/api/v2/')) {
    return { status: 202, body: {} };
  }
  switch (url.pathname) {
    case '/account/data/me':
      return json(createUser());
    case '/cart':
      return json({ lines: [] });
    case '/geography/countries':
      return json(countries);
    case '/products/skus': {
      const skus = url.searchParams.getAll('skus');
      return json(
        products
          .filter((product) => skus.includes(product.sku))
          .map((product) => inPriceGroup(product, url.searchParams.get('priceGroup'))),
      );
    }
    default: {
      const sku = /^\/product\/sku\/(.+)$/.exec(url.pathname)?.[1];
      const product = sku && products.find((entry) => entry.sku === decodeURIComponent(sku));
      return product ? json(inPriceGroup(product, url.searchParams.get('priceGroup'))) : notFound;
    }
  }
};

const cmsAnswer = (url: URL): Answer => {
  const model = /^\/api\/v3\/content\/([\w-]+)$/.exec(url.pathname)?.[1];
  const { urlPath } = JSON.parse(url.searchParams.get('userAttributes') ?? '{}') as {
    urlPath?: string;
  };
  if (model && Object.hasOwn(layoutEntries, model)) {
    return json({ results: [layoutEntries[model as keyof typeof layoutEntries]] });
  }
  return json({
    results: pageEntries.filter((entry) => [entry.data.url ?? []].flat().includes(urlPath ?? '')),
  });
};

const personalisationAnswer = (url: URL): Answer =>
  url.pathname.endsWith('/ab/choose-variations') ? json(createChooseVariations()) : notFound;

const answers: Record<Backend, (url: URL) => Answer> = {
  siteApi: siteApiAnswer,
  cms: cmsAnswer,
  personalisation: personalisationAnswer,
};

// the same shape as every good answer, with nothing any contract accepts
const SCHEMA_INVALID = { results: 'not a list', enabled: 'maybe', lines: 7, choices: {} };

const send = (response: ServerResponse, status: number, body: string) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body);
};

export type FaultBackend = {
  /** base address of each backend, for the server's environment */
  urls: Record<Backend, string>;
  set: (backend: Backend, mode: Mode) => Promise<void>;
  /** from now on, a backend's answers say `to` wherever they said `from`: a publish */
  edit: (backend: Backend, from: string, to: string) => void;
  setAll: (mode: Mode) => Promise<void>;
  /** requests each backend received since the last reset */
  requests: Record<Backend, string[]>;
  /** the Cookie header of each of those requests, in the same order */
  cookies: Record<Backend, (string | undefined)[]>;
  /** the headers of each of those requests, in the same order */
  headers: Record<Backend, IncomingHttpHeaders[]>;
  /** the requests each backend has answered well (a slow one once it answers), in that order */
  answered: Record<Backend, string[]>;
  close: () => Promise<void>;
};

const listen = (server: Server, port = 0) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });

/** Starts one loopback server per backend, every one answering well. */
export const startFaultBackend = async (): Promise<FaultBackend> => {
  const modes: Record<Backend, Mode> = { siteApi: 'ok', cms: 'ok', personalisation: 'ok' };
  const requests: Record<Backend, string[]> = { siteApi: [], cms: [], personalisation: [] };
  const cookies: Record<Backend, (string | undefined)[]> = {
    siteApi: [],
    cms: [],
    personalisation: [],
  };
  const headers: Record<Backend, IncomingHttpHeaders[]> = {
    siteApi: [],
    cms: [],
    personalisation: [],
  };
  const answered: Record<Backend, string[]> = { siteApi: [], cms: [], personalisation: [] };
  const sockets = new Set<Socket>();
  const edits: Record<Backend, [string, string][]> = { siteApi: [], cms: [], personalisation: [] };

  const handler = (backend: Backend) => (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://backend.test');
    requests[backend].push(`${request.method} ${url.pathname}`);
    cookies[backend].push(request.headers.cookie);
    headers[backend].push(request.headers);
    const mode = modes[backend];
    const answer = answers[backend](url);
    if (mode === 'hung') {
      return; // never answers; the socket stays open until the client gives up
    }
    if (mode === 'status-500' || mode === 'status-503') {
      send(response, mode === 'status-500' ? 500 : 503, '{"message":"backend failure"}');
      return;
    }
    if (mode === 'malformed-json') {
      send(response, 200, '{"results": [ {"id": ');
      return;
    }
    if (mode === 'schema-invalid') {
      send(response, 200, JSON.stringify(SCHEMA_INVALID));
      return;
    }
    const body = edits[backend].reduce(
      (text, [from, to]) => text.replaceAll(from, to),
      JSON.stringify(answer.body),
    );
    if (mode === 'truncated') {
      // promises the whole body, sends half, and hangs up
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      });
      response.write(body.slice(0, Math.floor(body.length / 2)));
      response.socket?.destroy();
      return;
    }
    const answerNow = () => {
      send(response, answer.status, body);
      answered[backend].push(`${request.method} ${url.pathname}`);
    };
    if (typeof mode === 'object') {
      const timer = setTimeout(answerNow, mode.slowMs);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    answerNow();
  };

  const servers = {} as Record<Backend, Server>;
  const ports = {} as Record<Backend, number>;
  for (const backend of BACKENDS) {
    const server = createServer(handler(backend));
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    servers[backend] = server;
    ports[backend] = await listen(server);
  }

  const closeServer = (server: Server) =>
    new Promise<void>((resolve) => {
      if (!server.listening) {
        resolve();
        return;
      }
      server.close(() => resolve());
      // a hung request keeps its socket: end them so the port is free at once
      for (const socket of sockets) {
        if (socket.localPort === (server.address() as AddressInfo | null)?.port) {
          socket.destroy();
        }
      }
    });

  const set = async (backend: Backend, mode: Mode) => {
    const server = servers[backend];
    modes[backend] = mode;
    requests[backend] = [];
    cookies[backend] = [];
    headers[backend] = [];
    answered[backend] = [];
    if (mode === 'refused') {
      await closeServer(server);
    } else if (!server.listening) {
      await listen(server, ports[backend]);
    }
  };

  return {
    urls: {
      siteApi: `http://127.0.0.1:${ports.siteApi}`,
      cms: `http://127.0.0.1:${ports.cms}`,
      personalisation: `http://127.0.0.1:${ports.personalisation}`,
    },
    set,
    edit: (backend, from, to) => {
      edits[backend].push([from, to]);
    },
    setAll: async (mode) => {
      for (const backend of BACKENDS) {
        await set(backend, mode);
      }
    },
    requests,
    cookies,
    headers,
    answered,
    close: async () => {
      for (const server of Object.values(servers)) {
        await closeServer(server);
      }
    },
  };
};

/**
 * The environment of a production storefront whose every backend is `backends` (mocks off),
 * at the public address of the shop; `extra` adds to it or overrides it.
 */
export const storefrontEnvOn = (backends: FaultBackend, extra: Record<string, string> = {}) => ({
  MOCKS: 'off',
  SITE_API_URL: backends.urls.siteApi,
  PERSONALISATION_API_URL: backends.urls.personalisation,
  CMS_API_HOST: backends.urls.cms,
  CMS_PUBLIC_KEY: 'fault-backend-key',
  MONITORING_INTAKE_URL: `${backends.urls.siteApi}/intake`,
  SITE_PUBLIC_URL: 'https://www.lumen-nutrition.com',
  ...extra,
});
