// `node bench/operations-figures.mjs`: the figures docs/operations.md sets the alert rules'
// thresholds from, and what exporting spans costs, read from the instance's own /metrics and
// its CPU time after a steady load (autocannon, 10 connections, BENCH_SECONDS each) on the
// production build, the backends in their own process (bench/mock-backends.ts): a cached page
// (render cache, event loop), the shopper's answer (a session: user, cart, personalisation)
// with healthy backends, the same with every backend slow by 3 s (`slow-backends`), and the
// first two again with spans sent to a collector of this process. Prints the load average
// beside each run: on a shared machine the figures move with it; compare runs of one go.
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import {
  backendEnv,
  cpuMs,
  freePort,
  load,
  startApp,
  startMockBackends,
  stop,
} from './harness.mjs';

const SHOPPER = {
  path: '/api/shopper?page=%2Fscience',
  headers: { accept: 'application/json', cookie: 'JSESSIONID=bench-alerts' },
};

/** Each sample of /metrics: its name, its labels, its value. */
const samples = async (origin) =>
  (await (await fetch(`${origin}/metrics`)).text())
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      return {
        name,
        labels: Object.fromEntries(
          [...labels.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
        ),
        value: Number(value),
      };
    });

const sum = (list) => list.reduce((total, sample) => total + sample.value, 0);

/** The upper bound of the bucket a quantile falls in, per value of `by`: "≤ x s". */
const quantiles = (all, histogram, by, q, where = () => true) => {
  const buckets = all.filter((s) => s.name === `${histogram}_bucket` && where(s.labels));
  const groups = Map.groupBy(buckets, (s) => s.labels[by]);
  return Object.fromEntries(
    [...groups].map(([key, list]) => {
      const byLe = new Map();
      for (const s of list) {
        byLe.set(s.labels.le, (byLe.get(s.labels.le) ?? 0) + s.value);
      }
      const total = byLe.get('+Inf') ?? 0;
      const le = [...byLe]
        .sort((a, b) => Number(a[0]) - Number(b[0]))
        .find(([, n]) => n >= q * total)?.[0];
      return [key, `≤ ${le} s of ${total}`];
    }),
  );
};

// a collector that takes every export and answers at once
const collectorPort = await freePort();
let exports = 0;
const collector = createServer((request, response) => {
  request.resume().on('end', () => {
    exports += 1;
    response.end('{}');
  });
}).listen(collectorPort, '127.0.0.1');
const SPANS = { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorPort}` };

const run = async (label, state, path, options = {}, env = {}) => {
  const mocks = await startMockBackends(state);
  const app = await startApp({ ...backendEnv(mocks.ports), SHUTDOWN_DRAIN_MS: '0', ...env });
  try {
    for (let warm = 0; warm < 10; warm += 1) {
      await (await fetch(app.origin + path, options)).arrayBuffer();
    }
    const before = loadavg()[0].toFixed(1);
    const cpuBefore = cpuMs(app.child.pid);
    const exportsBefore = exports;
    const result = await load(app.origin + path, options);
    const cpuPerRequest = (cpuMs(app.child.pid) - cpuBefore) / result.requests.total;
    const all = await samples(app.origin);
    const calls = all.filter((s) => s.name === 'storefront_backend_call_duration_seconds_count');
    const cache = all.filter((s) => s.name === 'storefront_render_cache_total');
    const hits = sum(cache.filter((s) => s.labels.result === 'hit'));
    console.log(
      JSON.stringify(
        {
          run: label,
          load: `${before}→${loadavg()[0].toFixed(1)}`,
          requests: result.requests.total,
          non2xx: result.non2xx + result.errors,
          cpuPerRequestMs: cpuPerRequest.toFixed(2),
          ...(env.OTEL_EXPORTER_OTLP_ENDPOINT ? { spanExports: exports - exportsBefore } : {}),
          latencyP99Ms: result.latency.p99,
          eventLoopP99s: all.find((s) => s.name === 'storefront_nodejs_eventloop_lag_p99_seconds')
            ?.value,
          renderCacheHitRatio: cache.length ? (hits / sum(cache)).toFixed(3) : undefined,
          backendCallP99: quantiles(all, 'storefront_backend_call_duration_seconds', 'call', 0.99),
          timeBoxShare: Object.fromEntries(
            [...Map.groupBy(calls, (s) => s.labels.call)].map(([call, list]) => [
              call,
              (sum(list.filter((s) => s.labels.outcome === 'time-box')) / sum(list)).toFixed(3),
            ]),
          ),
          requestP99: quantiles(all, 'storefront_request_duration_seconds', 'kind', 0.99),
        },
        null,
        1,
      ),
    );
  } finally {
    stop(app.child, mocks.child);
  }
};

const PAGE = ['/science', { headers: { accept: 'text/html' } }];
const ANSWER = [SHOPPER.path, { headers: SHOPPER.headers }];
await run('cached page, healthy backends', 'anonymous', ...PAGE);
await run('cached page, spans exported', 'anonymous', ...PAGE, SPANS);
await run('shopper answer, healthy backends', 'anonymous', ...ANSWER);
await run('shopper answer, spans exported', 'anonymous', ...ANSWER, SPANS);
await run('shopper answer, every backend slow by 3 s', 'slow-backends', ...ANSWER);
collector.close();
