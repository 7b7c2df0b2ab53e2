// `node bench/heap.mjs [offline|backends] [batches] [requests]`: the server's heap after GC
// per batch of requests to / and /science (10 connections, loopback), for issue 25's
// memory figures (docs/decisions/010-shared-cache-and-operations.md). `offline`: mock mode,
// msw in the server process. `backends`: mocks off, every backend served by `npm run mocks`
// in its own process, as in production. The heap is read through the test-only probe
// e2e/servers/support/heap-probe.ts; a build must exist (`npm run build`).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { freePort, waitFor } from './harness.mjs';

const [mode = 'offline', batchArg = '3', amountArg = '10000'] = process.argv.slice(2);
const BATCHES = Number(batchArg);
const AMOUNT = Number(amountArg);
const PATHS = ['/', '/science'];

const lines = (child) => {
  const reader = createInterface({ input: child.stdout });
  const waiting = [];
  reader.on('line', (line) => {
    const waiter = waiting.find((each) => each.match(line));
    if (waiter) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  return (match) => new Promise((resolve) => waiting.push({ match, resolve }));
};

const startBackends = async () => {
  const basePort = await freePort();
  const child = spawn(
    process.execPath,
    ['scripts/mocks.ts', '--quiet', '--port', String(basePort)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const next = lines(child);
  await next((line) => line.includes('[mocks] monitoring'));
  const at = (offset) => `http://127.0.0.1:${basePort + offset}`;
  return {
    child,
    env: {
      SITE_API_URL: at(0),
      CMS_API_HOST: at(1),
      CMS_PUBLIC_KEY: 'mock-public-key',
      PERSONALISATION_API_URL: at(2),
      MONITORING_INTAKE_URL: at(3),
    },
  };
};

const backends = mode === 'backends' ? await startBackends() : undefined;
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const app = spawn(
  process.execPath,
  ['--expose-gc', '--import', './e2e/servers/support/heap-probe.ts', 'scripts/start.mjs'],
  {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...(backends ? { ...backends.env, SITE_PUBLIC_URL: origin } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const next = lines(app);
await waitFor(`${origin}/favicon.svg`);

const probe = async () => {
  const line = next((each) => each.startsWith('{"heapProbe"'));
  app.kill('SIGUSR2');
  return JSON.parse(await line).heapProbe;
};

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const describe = ({ heapUsed, serverResponses, tlsSockets }) =>
  `${mb(heapUsed)} MB; alive: ${serverResponses} ServerResponse, ${tlsSockets} TLSSocket`;
const figures = [await probe()];
console.log(`${mode}: heap after GC at start ${describe(figures[0])}`);
for (let batch = 1; batch <= BATCHES; batch += 1) {
  const run = autocannon({
    url: origin,
    connections: 10,
    amount: AMOUNT,
    timeout: 30,
    requests: PATHS.map((path) => ({ method: 'GET', path })),
  });
  const result = await run;
  figures.push(await probe());
  console.log(
    `${mode}: after ${batch * AMOUNT} requests ${describe(figures.at(-1))} ` +
      `(${result.requests.average} req/s, non-2xx ${result.non2xx}, errors ${result.errors})`,
  );
}
console.log(
  JSON.stringify({ mode, amount: AMOUNT, heapUsedMb: figures.map(({ heapUsed }) => mb(heapUsed)) }),
);
app.kill();
backends?.child.kill();
await once(app, 'exit');
