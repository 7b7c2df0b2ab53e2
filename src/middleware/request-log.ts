import type { MiddlewareHandler } from 'hono';
import type { Hono } from 'hono/tiny';
import { getLogger } from '../lib/logger.ts';
import { getMetrics, routeKind } from '../lib/metrics.ts';
import { acceptTraceparent, runInTrace } from '../lib/trace-context.ts';
import { startRequestSpan } from '../lib/tracing.ts';
import {
  acceptRequestId,
  getRequestId,
  REQUEST_ID_HEADER,
  runWithRequestId,
} from '../lib/request-id.ts';
import { answerThrown } from './document/thrown-errors.ts';

// probes and build files would drown the page lines at info
const QUIET_PATHS = /^\/(healthz|readyz|assets\/)/;

/**
 * The request's id (a proxy's `X-Request-Id` when it is safe, else a new one) for every
 * log line written while serving it and every backend call it makes; echoed on the
 * response. One line per request: method, path (never the query: it may hold an
 * e-mail), status and the time to the response's headers. An error thrown past the
 * middleware is answered and logged by `answerThrown`, inside the request, so with its id.
 */
export const requestLog = ({ app }: { app: Hono }): MiddlewareHandler => {
  app.onError(answerThrown);
  return logged;
};

const logged: MiddlewareHandler = async (c, next) => {
  // the 500 page is rendered through the app inside the failed request: one id, one line
  if (getRequestId()) {
    await next();
    return;
  }
  const requestId = acceptRequestId(c.req.header(REQUEST_ID_HEADER));
  const log = getLogger();
  const started = performance.now();
  const { method, path } = c.req;
  let serverTiming: string | undefined;
  const incoming = acceptTraceparent(c.req.header('traceparent'));
  const span = startRequestSpan(incoming, method);
  await runWithRequestId(requestId, () =>
    runInTrace(span?.trace ?? incoming, async () => {
      log.debug({ method, path }, 'request started');
      await next();
      const level = QUIET_PATHS.test(path) ? 'debug' : 'info';
      const elapsedMs = performance.now() - started;
      log[level](
        { method, path, status: c.res.status, durationMs: Math.round(elapsedMs) },
        'request',
      );
      const kind = routeKind(method, path, c.req.header('accept') ?? '');
      const metrics = getMetrics();
      metrics.requests.inc({ kind, status: c.res.status });
      metrics.requestSeconds.observe({ kind }, elapsedMs / 1000);
      span?.end(kind, c.res.status);
      if (kind === 'page' || kind === 'api' || kind === 'rsc') {
        // the browser's RUM reads it beside the view: how long the origin took to its headers
        serverTiming = `origin;dur=${elapsedMs.toFixed(1)}`;
      }
    }),
  );
  const setHeaders = () => {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
    if (serverTiming) {
      c.res.headers.append('server-timing', serverTiming);
    }
  };
  try {
    setHeaders();
  } catch {
    // a fetched response (the proxies') has immutable headers
    c.res = new Response(c.res.body, c.res);
    setHeaders();
  }
};
