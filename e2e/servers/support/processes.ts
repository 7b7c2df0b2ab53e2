import { afterAll, beforeAll } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import {
  startFaultBackend,
  storefrontEnvOn,
  type FaultBackend,
} from '../../support/fault-backend.ts';
import { freeLoopbackPort } from '../../support/free-port.ts';
import { createInterface } from 'node:readline';

export type LogLine = Record<string, unknown>;

/** A child process whose stdout lines are kept, with a way to await a line. */
const watch = (child: ChildProcess) => {
  const lines: string[] = [];
  const waiters: { match: (line: string) => boolean; resolve: (line: string) => void }[] = [];
  const onLine = (line: string) => {
    lines.push(line);
    for (const waiter of [...waiters]) {
      if (waiter.match(line)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  };
  if (child.stdout) {
    createInterface({ input: child.stdout }).on('line', onLine);
  }
  if (child.stderr) {
    createInterface({ input: child.stderr }).on('line', onLine);
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    lines,
    exited,
    waitForLine: (match: (line: string) => boolean) =>
      new Promise<string>((resolve, reject) => {
        const seen = lines.find(match);
        if (seen !== undefined) {
          resolve(seen);
          return;
        }
        waiters.push({ match, resolve });
        void exited.then((code) =>
          reject(new Error(`exited (${code}) before the line came:\n${lines.join('\n')}`)),
        );
      }),
  };
};

/** A throwaway redis-server on a free loopback port, nothing written to disk. */
export const startRedis = async () => {
  const port = await freeLoopbackPort();
  const child = spawn(
    process.env.REDIS_SERVER_PATH ?? 'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const watched = watch(child);
  await watched.waitForLine((line) => line.includes('Ready to accept connections'));
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await watched.exited;
    },
  };
};

const parseJson = (line: string): LogLine | undefined => {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null ? (value as LogLine) : undefined;
  } catch {
    return undefined;
  }
};

const BACKEND_ADDRESSES = [
  'SITE_API_URL',
  'CMS_API_HOST',
  'PERSONALISATION_API_URL',
  'MONITORING_INTAKE_URL',
  'MOCKS',
  'CACHE_URL',
];

/** Resolves once `url`/healthz answers 200; rejects if the process ends first. */
const waitForHealth = async (url: string, exited: Promise<unknown>) => {
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  for (;;) {
    if (ended) {
      throw new Error(`the storefront at ${url} ended before it answered /healthz`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * The production build served by `scripts/start.mjs` on a free loopback port, every
 * backend mocked, logging JSON at debug level; resolves once /readyz says ready (and,
 * with a Redis, once the shared cache answers). `nodeArgs` go to node before the script
 * (the memory test's probe).
 */
export const startStorefront = async (
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
  // another release's folder (a deploy's); this checkout's by default
  cwd?: string,
) => {
  // a PORT of its own: an instance started again where the previous one was (a deploy)
  const port = env.PORT ?? String(await freeLoopbackPort());
  const baseEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of BACKEND_ADDRESSES) {
    delete baseEnv[name];
  }
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd,
    env: { ...baseEnv, PORT: port, LOG_LEVEL: 'debug', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watched = watch(child);
  const url = `http://127.0.0.1:${port}`;
  // listening once /healthz answers: the start line is a log line, which a LOG_LEVEL above
  // info leaves out
  await waitForHealth(url, watched.exited);
  const wantCache = env.CACHE_URL !== undefined;
  for (;;) {
    const ready = (await (await fetch(`${url}/readyz`)).json()) as {
      checks: { cache: { status: string } };
    };
    if (!wantCache || ready.checks.cache.status === 'ok') {
      break;
    }
    await watched.waitForLine((line) => line.includes('redis connected'));
  }
  return {
    url,
    child,
    exited: watched.exited,
    /** every line written to stdout and stderr, as written */
    lines: () => [...watched.lines],
    logs: () => watched.lines.map(parseJson).filter((line) => line !== undefined),
    waitForLog: (match: (line: LogLine) => boolean) =>
      watched.waitForLine((line) => {
        const parsed = parseJson(line);
        return parsed !== undefined && match(parsed);
      }),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGKILL');
      }
      await watched.exited;
    },
  };
};

export type Storefront = Awaited<ReturnType<typeof startStorefront>>;

/**
 * Two production instances sharing one real Redis, started before the file's tests and
 * stopped after them. The instances and the Redis are read from the returned object once
 * the tests run.
 */
export const twoInstancesOnRedis = (env: Record<string, string>) => {
  const pair = {} as {
    redis: Awaited<ReturnType<typeof startRedis>>;
    first: Storefront;
    second: Storefront;
  };
  beforeAll(async () => {
    pair.redis = await startRedis();
    // two cores shared by many processes: a slow answer here is load, not an outage
    const shared = { CACHE_URL: pair.redis.url, CACHE_TIMEOUT_MS: '3000', ...env };
    [pair.first, pair.second] = await Promise.all([
      startStorefront(shared),
      startStorefront(shared),
    ]);
  });
  afterAll(async () => {
    await Promise.all([pair.first?.stop(), pair.second?.stop()]);
    await pair.redis?.stop();
  });
  return pair;
};

/**
 * One production instance whose every backend is a fault backend of this process (mocks
 * off), started before the file's tests and stopped after them; read once the tests run.
 */
export const oneInstanceOnFaultBackend = (env: Record<string, string> = {}) => {
  const pair = {} as { backends: FaultBackend; storefront: Storefront };
  beforeAll(async () => {
    pair.backends = await startFaultBackend();
    pair.storefront = await startStorefront(storefrontEnvOn(pair.backends, env));
  });
  afterAll(async () => {
    await pair.storefront?.stop();
    await pair.backends?.close();
  });
  return pair;
};

/**
 * `npm run edge` (Varnish) on a free loopback port in front of `origins`; resolves once it
 * listens. `env` adds EDGE_* settings (EDGE_PURGE_ALLOW, …).
 */
export const startEdge = async (
  origins: readonly string[],
  { port, env = {} }: { port?: number; env?: Record<string, string> } = {},
) => {
  const edgePort = port ?? (await freeLoopbackPort());
  const child = spawn(process.execPath, ['scripts/edge.ts'], {
    env: {
      ...process.env,
      EDGE_ORIGINS: origins.map((origin) => new URL(origin).host).join(','),
      EDGE_PORT: String(edgePort),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watched = watch(child);
  await watched.waitForLine((line) => line.startsWith('[edge] listening'));
  return {
    url: `http://127.0.0.1:${edgePort}`,
    lines: watched.lines,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
      }
      return watched.exited;
    },
  };
};

export type Edge = Awaited<ReturnType<typeof startEdge>>;
