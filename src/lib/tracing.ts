import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace as otel,
  type Attributes,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type SpanExporter,
} from '@opentelemetry/sdk-trace-base';
import { getAppConfig } from './config.ts';
import { getMetrics } from './metrics.ts';
import { getTrace, type Trace } from './trace-context.ts';

/*
 * Spans over OTLP/HTTP (JSON) when OTEL_EXPORTER_OTLP_ENDPOINT or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set (docs/operations.md#traces): one server span per
 * request, one client span per backend call of a page, in the request's W3C trace. Unset, the
 * functions here return undefined after one look at a global: no span, no SDK work.
 *
 * The SDK's provider is never registered as the global one, and no context manager is
 * installed: the request's trace already lives in src/lib/trace-context.ts, and each span is
 * started with its parent given explicitly. Spans leave through a batch processor, whose
 * queue is bounded (OTEL_BSP_MAX_QUEUE_SIZE, 2048 by default: past it spans are dropped) and
 * whose exports run off the request path, so a collector that is slow or away costs spans,
 * never a request's time.
 */
type Tracing = { tracer: Tracer; provider: BasicTracerProvider };

// on globalThis: the request log (server spans) and the page's calls (client spans) may be
// evaluated as separate copies of this module, and one provider must batch them all
const TRACING_KEY = Symbol.for('storefront.tracing');
const globals = globalThis as typeof globalThis & { [TRACING_KEY]?: Tracing | null };

// ExportResultCode.SUCCESS of @opentelemetry/core, which the exporter answers with
const EXPORTED = 0;

/** The OTLP exporter, counting the spans of each batch the collector did not take. */
const countedExporter = (url: string): SpanExporter => {
  const exporter = new OTLPTraceExporter({ url });
  return {
    export: (spans, done) =>
      exporter.export(spans, (result) => {
        if (Number(result.code) !== EXPORTED) {
          getMetrics().spansNotExported.inc(spans.length);
        }
        done(result);
      }),
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush(),
  };
};

const createTracing = (url: string): Tracing => {
  const { tracing, monitoring } = getAppConfig();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      'service.name': tracing.serviceName,
      'service.version': monitoring.version,
      'deployment.environment.name': monitoring.env,
    }),
    spanProcessors: [new BatchSpanProcessor(countedExporter(url))],
  });
  return { provider, tracer: provider.getTracer('storefront-web', monitoring.version) };
};

const tracing = () => {
  if (globals[TRACING_KEY] === undefined) {
    const { tracesUrl } = getAppConfig().tracing;
    globals[TRACING_KEY] = tracesUrl ? createTracing(tracesUrl) : null;
  }
  return globals[TRACING_KEY];
};

/** The context a span starts in: `parentId` of `trace` as its parent, or none (a new trace). */
const parentOf = ({ traceId, flags }: Trace, parentId: string | undefined) =>
  parentId
    ? otel.setSpanContext(ROOT_CONTEXT, {
        traceId,
        spanId: parentId,
        traceFlags: Number.parseInt(flags, 16),
        isRemote: true,
      })
    : ROOT_CONTEXT;

/** The trace as seen from inside `span`: calls made there name it as their parent. */
const inside = (span: Span): Trace => {
  const context = span.spanContext();
  return {
    traceId: context.traceId,
    spanId: context.spanId,
    flags: context.traceFlags.toString(16).padStart(2, '0'),
  };
};

/**
 * A request's server span, a child of the caller's span when the request came with a
 * `traceparent` (RUM's view, say), else the root of a new trace. Undefined when spans are not
 * exported; `trace` is the trace to serve the request in.
 */
export const startRequestSpan = (incoming: Trace, method: string) => {
  const tracer = tracing()?.tracer;
  if (!tracer) {
    return undefined;
  }
  const span = tracer.startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
    parentOf(incoming, incoming.callerSpanId),
  );
  return {
    trace: inside(span),
    end: (kind: string, status: number) => {
      span.updateName(`${method} ${kind}`);
      span.setAttributes({ 'storefront.route_kind': kind, 'http.response.status_code': status });
      if (status >= 500) {
        span.setStatus({ code: SpanStatusCode.ERROR });
      }
      span.end();
    },
  };
};

/**
 * A backend call's client span, a child of the request's span; `trace` is the trace to make
 * the call in, so its `traceparent` names this span as the parent. Undefined when spans are
 * not exported or no request is being served.
 */
export const startCallSpan = (backend: string, call: string) => {
  const tracer = tracing()?.tracer;
  const trace = getTrace();
  if (!tracer || !trace) {
    return undefined;
  }
  const span = tracer.startSpan(
    call,
    {
      kind: SpanKind.CLIENT,
      attributes: { 'storefront.backend': backend, 'storefront.call': call },
    },
    parentOf(trace, trace.spanId),
  );
  return {
    trace: inside(span),
    /** `outcome`: ok, error or time-box; `details`: the failure's status or kind of error */
    end: (outcome: string, details: Attributes = {}) => {
      span.setAttributes({ 'storefront.outcome': outcome, ...details });
      if (outcome !== 'ok') {
        span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
      }
      span.end();
    },
  };
};

/** How long a shutdown waits for the last spans to reach the collector. */
const LAST_SPANS_MS = 2_000;

/**
 * Sends the spans still queued, for at most LAST_SPANS_MS: a collector that hangs loses them
 * rather than turning a clean shutdown into one cut at its deadline. Nothing when off.
 */
export const shutDownTracing = async () => {
  const provider = globals[TRACING_KEY]?.provider;
  if (!provider) {
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    provider.shutdown().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LAST_SPANS_MS);
    }),
  ]);
  clearTimeout(timer);
};
