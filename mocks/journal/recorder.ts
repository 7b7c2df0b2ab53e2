import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { safeParse } from 'zod/v4/core';
import { PROVIDERS } from '../../contracts/pact/pact-setup.ts';
import { callFor, type ProviderName } from '../../contracts/tools/calls.ts';
import { buildOpenApi } from '../../contracts/tools/openapi.ts';
import { answerChecker } from '../../contracts/tools/openapi-response.ts';
import type { MockCall } from '../handlers/mock-calls.ts';
import { RECORDED_NAME, recordedDir, type RecordedAnswer, type RecordedSet } from './recorded.ts';

/**
 * `npm run mocks:record`: a proxy in front of real backends (the site API and
 * personalisation, the calls with a contract in contracts/tools/calls.ts). Every answer
 * goes back to the caller as it came; one its zod contract and the pacts' rules (our OpenAPI
 * document, written from the pacts: integer ids, required fields, patterns) accept is kept,
 * one either rejects is reported with the reason and not kept. On close the kept answers are written as a fixture set that
 * the mock state part `recorded:NAME` replays (mocks/journal/recorded.ts). Only status and body
 * are written: no header, no cookie, and the secrets a body carries are redacted.
 */

export type RecordedBackend = 'siteApi' | 'personalisation';
const PROVIDER_OF: Record<RecordedBackend, ProviderName> = {
  siteApi: PROVIDERS.siteApi,
  personalisation: PROVIDERS.personalisation,
};

/** Bodies hold these secrets: the session's CSRF token, the personalisation cookies' values. */
const REDACT: Partial<Record<MockCall, (body: unknown) => unknown>> = {
  'site-api.csrf': (body) => ({ ...(body as object), token: 'recorded-token-redacted' }),
  'personalisation.variations': (body) => {
    const answer = body as { cookies?: { value: string }[] };
    return {
      ...answer,
      cookies: (answer.cookies ?? []).map((cookie) => ({ ...cookie, value: '0' })),
    };
  },
};

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/** A request body the proxy forwards at most: the storefront's own are a few hundred bytes. */
const MAX_BODY_BYTES = 1024 * 1024;

const readBody = async (incoming: IncomingMessage) => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) {
      throw new Error('request body over 1 MiB');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
};

const mockCallFor = (provider: ProviderName, method: string, path: string) => {
  const call = callFor(provider, method, path);
  return call ? { call, name: call.call } : undefined;
};

export type RecorderOptions = {
  name: string;
  targets: Partial<Record<RecordedBackend, string>>;
  host?: string;
  /** the site API's port; personalisation's the next; 0: free ports */
  basePort?: number;
  dir?: string;
  log?: (line: string) => void;
};

export const startRecorder = async ({
  name,
  targets,
  host = '127.0.0.1',
  basePort = 0,
  dir = recordedDir(),
  log = () => undefined,
}: RecorderOptions) => {
  if (!RECORDED_NAME.test(name)) {
    throw new Error(`--name must be a-z, 0-9 and - (got "${name}")`);
  }
  // one answer per call and path, the latest: the set replays one answer for a request
  const kept = new Map<string, RecordedAnswer>();
  let keptAnswers = 0;
  let refused = 0;
  const checkers = new Map<ProviderName, ReturnType<typeof answerChecker>>();
  const pactsRefuse = (
    provider: ProviderName,
    answer: Parameters<ReturnType<typeof answerChecker>>[0],
  ) => {
    let check = checkers.get(provider);
    if (!check) {
      check = answerChecker(buildOpenApi(provider));
      checkers.set(provider, check);
    }
    return check(answer);
  };

  /** The answer's verdict: kept, or why not. */
  const judge = (
    backend: RecordedBackend,
    method: string,
    path: string,
    status: number,
    text: string,
  ) => {
    const url = new URL(path, 'http://recorded');
    const found = mockCallFor(PROVIDER_OF[backend], method, url.pathname);
    if (!found) {
      return 'not a call of the contract: not kept';
    }
    const response = found.call.responses[status];
    if (!response) {
      return `${found.name}: status ${status} is no answer of its contract: not kept`;
    }
    let body: unknown;
    if (response.body) {
      try {
        body = JSON.parse(text);
      } catch {
        return `${found.name}: the body is not JSON: not kept`;
      }
      const parsed = safeParse(response.body, body);
      if (!parsed.success) {
        const issues = parsed.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
          .join('; ');
        return `${found.name}: off its contract (${issues}): not kept`;
      }
      const problems = pactsRefuse(PROVIDER_OF[backend], {
        method,
        path: url.pathname,
        status,
        body,
      });
      if (problems.length > 0) {
        return `${found.name}: the pacts refuse it (${problems.slice(0, 3).join('; ')}): not kept`;
      }
      body = REDACT[found.name]?.(body) ?? body;
    }
    keptAnswers++;
    kept.set(`${found.name} ${method} ${path}`, {
      call: found.name,
      method,
      path,
      status,
      ...(response.body ? { body } : {}),
    });
    return undefined;
  };

  const servers = new Map<RecordedBackend, Server>();
  const urls: Partial<Record<RecordedBackend, string>> = {};
  let port = basePort;
  for (const backend of ['siteApi', 'personalisation'] as const) {
    const target = targets[backend];
    if (!target) {
      continue;
    }
    const server = createServer((incoming, outgoing) => {
      void (async () => {
        const method = incoming.method ?? 'GET';
        const path = incoming.url ?? '/';
        try {
          const headers = new Headers();
          for (const [header, value] of Object.entries(incoming.headers)) {
            if (!HOP_BY_HOP.has(header)) {
              for (const each of [value ?? []].flat()) {
                headers.append(header, each);
              }
            }
          }
          const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming);
          const response = await fetch(new URL(path, target), {
            method,
            headers,
            redirect: 'manual',
            ...(body ? { body } : {}),
            signal: AbortSignal.timeout(10_000),
          });
          const text = await response.text();
          const verdict = judge(backend, method, path, response.status, text);
          if (verdict) {
            refused++;
          }
          log(
            `${verdict ? '✗' : '✓'} ${method} ${path} -> ${response.status}${verdict ? `: ${verdict}` : ': kept'}`,
          );
          const back: [string, string][] = [...response.headers].filter(
            ([header]) =>
              !HOP_BY_HOP.has(header) && header !== 'content-encoding' && header !== 'set-cookie',
          );
          for (const cookie of response.headers.getSetCookie()) {
            back.push(['set-cookie', cookie]);
          }
          outgoing.writeHead(response.status, back.flat());
          outgoing.end(text);
        } catch (error) {
          refused++;
          log(
            `✗ ${method} ${path}: ${target} did not answer (${error instanceof Error ? error.message : String(error)}): not kept`,
          );
          outgoing.writeHead(502, { 'content-type': 'application/json' });
          outgoing.end(
            JSON.stringify({ statusCode: 502, message: 'the recorded backend did not answer' }),
          );
        }
      })();
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const { port: bound } = server.address() as AddressInfo;
    urls[backend] = `http://${host}:${bound}`;
    servers.set(backend, server);
    port = port && bound + 1;
  }

  return {
    urls,
    /**
     * Stops the proxies and writes the set: its path, the answers it holds (one per call and
     * path, the latest), the answers kept to get them, and those not kept.
     */
    close: async () => {
      await Promise.all(
        [...servers.values()].map(
          (server) =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              server.closeAllConnections();
            }),
        ),
      );
      const set: RecordedSet = {
        name,
        recordedAt: new Date().toISOString(),
        answers: [...kept.values()].slice(-1000),
      };
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${name}.json`);
      writeFileSync(file, `${JSON.stringify(set, null, 2)}\n`);
      return { file, answers: set.answers.length, kept: keptAnswers, refused };
    },
  };
};
