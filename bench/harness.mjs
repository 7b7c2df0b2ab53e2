// What `npm run bench` and `bench/profile.mjs` share: free ports, the mock backends' own
// process, the production server pointed at them (or offline), CPU time from /proc, load.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 10;
const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export const waitFor = async (url) => {
  for (let attempt = 0; attempt < 480; attempt += 1) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
};

/**
 * The mock backends' process, the loopback port of each backend, and how many calls they
 * have answered so far.
 */
export const startMockBackends = async (state) => {
  const child = spawn(process.execPath, ['bench/mock-backends.ts'], {
    env: { ...process.env, MOCK_STATE: state },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const [line] = await once(lines, 'line');
  let calls = 0;
  lines.on('line', () => {
    calls += 1;
  });
  return { child, ports: JSON.parse(line), calls: () => calls };
};

/** A throwaway redis-server on a free loopback port, nothing written to disk. */
export const startRedis = async () => {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.includes('Ready to accept connections')) {
      break;
    }
  }
  child.stdout.resume();
  return { child, url: `redis://127.0.0.1:${port}` };
};

/** `npm run edge` (Varnish) on `port` in front of `origins`, once it listens. */
export const startEdge = async (origins, port, extraEnv = {}) => {
  const child = spawn(process.execPath, ['scripts/edge.ts'], {
    env: {
      ...process.env,
      ...extraEnv,
      EDGE_ORIGINS: origins.map((origin) => new URL(origin).host).join(','),
      EDGE_PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('[edge] listening')) {
      break;
    }
  }
  child.stdout.resume();
  return { child, origin: `http://127.0.0.1:${port}` };
};

export const backendEnv = (ports) => ({
  SITE_API_URL: `http://127.0.0.1:${ports.siteApi}`,
  CMS_API_HOST: `http://127.0.0.1:${ports.cms}`,
  CMS_PUBLIC_KEY: 'mock-public-key',
  PERSONALISATION_API_URL: `http://127.0.0.1:${ports.personalisation}`,
  MONITORING_INTAKE_URL: `http://127.0.0.1:${ports.monitoring}`,
});

/** The production server (`npm start` without its build check) on a free port. */
export const startApp = async (extraEnv, nodeArgs = []) => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), ...extraEnv };
  if (extraEnv.SITE_API_URL && !extraEnv.SITE_PUBLIC_URL) {
    env.SITE_PUBLIC_URL = origin;
  }
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    env,
    stdio: 'ignore',
  });
  // a static file: the first page request stays unmeasured until the figure that wants it
  await waitFor(origin + '/favicon.svg');
  return { child, origin };
};

export const FLOOR_DIR = fileURLToPath(new URL('floor/', import.meta.url));

/**
 * The floor (bench/floor): a minimal waku app on the same waku and React, served by waku's own
 * production entry. Any page on this stack costs at least what its one page costs.
 */
export const startFloor = async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/serve-node.js'], {
    cwd: FLOOR_DIR,
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
  });
  await waitFor(origin + '/');
  return { child, origin };
};

export const buildFloor = () => {
  // npx finds the repository's waku from the floor's folder: the same waku and React
  const build = spawnSync('npx', ['waku', 'build'], { cwd: FLOOR_DIR, stdio: 'ignore' });
  if (build.status !== 0) {
    throw new Error('the floor app (bench/floor) did not build');
  }
};

export const stop = (...children) => children.forEach((child) => child.kill());

/** utime + stime of a process in milliseconds, from /proc. */
export const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
};

export const load = (url, { headers = {}, method, body } = {}) =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        // as a browser asks: compression is part of what a page costs the server
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br', ...headers },
        ...(method ? { method } : {}),
        ...(body ? { body } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
