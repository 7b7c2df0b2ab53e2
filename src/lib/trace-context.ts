import { AsyncLocalStorage } from 'node:async_hooks';
import { randomString } from './random-bytes.ts';

/*
 * W3C trace context (https://www.w3.org/TR/trace-context/): the trace a request belongs to,
 * the caller's (an incoming `traceparent`, as the RUM SDK sends from our own pages) or a new
 * one, so a slow view in RUM, our log lines and every backend's log share one trace id.
 */
export type Trace = {
  traceId: string;
  flags: string;
  /** the caller's span, from its `traceparent` */
  callerSpanId?: string;
  /** our span the request is in (when spans are exported: src/lib/tracing.ts), the parent of its calls */
  spanId?: string;
};

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ALL_ZERO = /^0+$/;

/** The incoming trace when its `traceparent` is well formed, else a new sampled one. */
export const acceptTraceparent = (incoming: string | null | undefined): Trace => {
  const match = TRACEPARENT.exec(incoming?.trim().toLowerCase() ?? '');
  if (match && !ALL_ZERO.test(match[1]!) && !ALL_ZERO.test(match[2]!)) {
    return { traceId: match[1]!, callerSpanId: match[2]!, flags: match[3]! };
  }
  return { traceId: randomString(16, 'hex'), flags: '01' };
};

// on globalThis: the middleware and the renderer may each load their own copy of this module
const STORAGE_KEY = Symbol.for('storefront.trace');
const globals = globalThis as typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<Trace> };
const storage = (globals[STORAGE_KEY] ??= new AsyncLocalStorage());

export const runInTrace = <T>(trace: Trace, fn: () => T): T => storage.run(trace, fn);

/** The trace of the request being served, if any. */
export const getTrace = (): Trace | undefined => storage.getStore();

/**
 * A `traceparent` for one outgoing call: the request's trace, and as the parent the span the
 * call is made in when spans are exported, else a new span id for the call.
 */
export const outgoingTraceparent = (trace: Trace) =>
  `00-${trace.traceId}-${trace.spanId ?? randomString(8, 'hex')}-${trace.flags}`;
