import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { getAppConfig } from './config.ts';
import { RSC_PREFIX } from './rsc-address.ts';

/*
 * On globalThis: the request log (which counts) and /metrics (which reads) may be evaluated as
 * separate copies of this module, and one registry must hold both.
 */
const METRICS_KEY = Symbol.for('storefront.metrics');
const globals = globalThis as typeof globalThis & { [METRICS_KEY]?: Metrics };

const createMetrics = () => {
  const registry = new Registry();
  // every series says which release it is from, so a deploy shows as a change of label
  registry.setDefaultLabels({ version: getAppConfig().monitoring.version });
  // heap, event-loop delay, CPU, handles: Node's own, prefixed as the rest
  collectDefaultMetrics({ register: registry, prefix: 'storefront_' });
  return {
    registry,
    requests: new Counter({
      name: 'storefront_requests_total',
      help: 'Requests answered, by kind of route and status',
      labelNames: ['kind', 'status'] as const,
      registers: [registry],
    }),
    backendCallSeconds: new Histogram({
      name: 'storefront_backend_call_duration_seconds',
      help: "A page's backend calls: time to the answer or the fallback, by call and outcome (ok, error, time-box)",
      labelNames: ['backend', 'call', 'outcome'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2, 3],
      registers: [registry],
    }),
    renderCache: new Counter({
      name: 'storefront_render_cache_total',
      help: 'Pages the render cache answered for: hit (kept, fresh), stale (kept, served while its content cannot be fetched) or miss (rendered)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    redisErrors: new Counter({
      name: 'storefront_redis_errors_total',
      help: 'Shared-cache (Redis) failures: connection errors (each reconnect attempt) and commands that failed or ran out of time, by command',
      labelNames: ['kind', 'command'] as const,
      registers: [registry],
    }),
    spansNotExported: new Counter({
      name: 'storefront_spans_not_exported_total',
      help: 'Spans in batches the OTLP collector did not take (down, refused, timed out): lost',
      registers: [registry],
    }),
    requestSeconds: new Histogram({
      name: 'storefront_request_duration_seconds',
      help: 'Time to the response headers, by kind of route',
      labelNames: ['kind'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    }),
  };
};

type Metrics = ReturnType<typeof createMetrics>;

/** The process's metrics, served as Prometheus text at /metrics (docs/operations.md#metrics). */
export const getMetrics = (): Metrics => (globals[METRICS_KEY] ??= createMetrics());

const OPERATOR_PATHS = /^\/(healthz|readyz|metrics)$/;

/** A request's kind of route: few values, so a label Prometheus can keep. */
export const routeKind = (method: string, path: string, accept: string) => {
  if (OPERATOR_PATHS.test(path)) {
    return 'operator';
  }
  if (path.startsWith('/assets/')) {
    return 'build-file';
  }
  if (path.startsWith('/api/')) {
    return 'api';
  }
  if (path.startsWith(RSC_PREFIX)) {
    return 'rsc';
  }
  return (method === 'GET' || method === 'HEAD') && accept.includes('text/html') ? 'page' : 'other';
};
