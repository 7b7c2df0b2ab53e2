import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { getAppConfig } from './config.ts';
import { getTrace, outgoingTraceparent } from './trace-context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

// what a proxy's id may look like; anything else (long, or with characters a log or a
// header could misread) is replaced by our own
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The incoming id when it is safe to repeat in logs and headers, else a new one. */
export const acceptRequestId = (incoming: string | null | undefined): string =>
  incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();

// on globalThis: the middleware and the renderer may each load their own copy of this module
const STORAGE_KEY = Symbol.for('storefront.request-id');
const globals = globalThis as typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<string> };
const storage = (globals[STORAGE_KEY] ??= new AsyncLocalStorage());

export const runWithRequestId = <T>(requestId: string, fn: () => T): T =>
  storage.run(requestId, fn);

/**
 * Runs `fn` as if no request were being served: for what outlives the request that happens to
 * create it (a connection pool's sockets and their events), so its log lines carry no id.
 */
export const outsideAnyRequest = <T>(fn: () => T): T => storage.exit(fn);

/** The id of the request being served, if any. */
export const getRequestId = (): string | undefined => storage.getStore();

/**
 * The headers every server-side backend call sends (src/lib/backend-transport.ts): the request's id, so one id finds a page's lines in every
 * service's log; its W3C `traceparent`; and who is calling, `storefront-web/<release>`.
 */
export const backendRequestHeaders = (init?: HeadersInit): Headers => {
  const headers = new Headers(init);
  headers.set('user-agent', `storefront-web/${getAppConfig().monitoring.version}`);
  const requestId = getRequestId();
  if (requestId) {
    headers.set(REQUEST_ID_HEADER, requestId);
  }
  const trace = getTrace();
  if (trace) {
    headers.set('traceparent', outgoingTraceparent(trace));
  }
  return headers;
};
