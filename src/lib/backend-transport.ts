import { Agent, request } from 'undici';
import { BACKEND_ANSWER_MAX_BYTES, capAnswer } from './backend-answer.ts';
import { backendRequestHeaders, outsideAnyRequest } from './request-id.ts';
import { serverExtensions } from './server-extensions.ts';

/**
 * The most sockets kept open to one backend origin: past it, calls wait for a free one
 * rather than open more (a slow backend is not answered with a storm of connections).
 */
export const BACKEND_POOL_CONNECTIONS = 64;

// a socket idle this long is closed; below the 5 s idle timeout of Node's and most servers'
// keep-alive, so a call never races the backend closing the socket it is about to use
const KEEP_ALIVE_MS = 4_000;

// an answer without a body, whatever the backend sends after the headers
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

let pool: Agent | undefined;

// created outside any request: its sockets outlive the request that happens to open them,
// and their events must not carry that request's id (src/lib/request-id.ts)
const backendPool = () =>
  (pool ??= outsideAnyRequest(
    () =>
      new Agent({
        connections: BACKEND_POOL_CONNECTIONS,
        keepAliveTimeout: KEEP_ALIVE_MS,
        keepAliveMaxTimeout: KEEP_ALIVE_MS,
        // bounded on the wire, as capAnswer bounds fetch's answers: an answer past it fails
        maxResponseSize: BACKEND_ANSWER_MAX_BYTES,
      }),
  ));

const answerHeaders = (raw: Record<string, string | string[] | undefined>) => {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, one);
    }
  }
  return headers;
};

/**
 * One call through the pool, as `fetch` would answer it: `undici.request` skips the WHATWG
 * request and stream machinery of `fetch`, about 3× cheaper per call
 * (docs/decisions/026-price-context.md). The answer is read whole (the call's time box, its
 * `signal`, covers the body too), and no encoding is asked for, so none is to undo.
 */
const pooledCall = async (url: string, init: RequestInit, headers: Headers): Promise<Response> => {
  const {
    statusCode,
    headers: raw,
    body,
  } = await request(url, {
    dispatcher: backendPool(),
    method: init.method ?? 'GET',
    headers,
    body: typeof init.body === 'string' || init.body instanceof Uint8Array ? init.body : null,
    signal: init.signal ?? null,
  });
  const bytes = await body.arrayBuffer();
  return new Response(NULL_BODY_STATUSES.has(statusCode) ? null : bytes, {
    status: statusCode,
    headers: answerHeaders(raw),
  });
};

/**
 * Every server-side backend call (site API, CMS, personalisation) goes through here, with
 * backendRequestHeaders (request id, traceparent, User-Agent) and its answer bounded in size
 * (docs/decisions/022-bounded-backend-calls.md). In production, a keep-alive pool per
 * backend origin (undici's Agent). A layer that must see the calls registers a transport of
 * `fetch`'s shape instead (mocks/server/register.ts: msw answers at `fetch`); production registers
 * none and loads no mock code. A call this pool cannot send as is (a body that is neither
 * text nor bytes, a Request object) goes through `fetch`.
 */
export const backendFetch: typeof fetch = async (input, init = {}) => {
  const headers = backendRequestHeaders(init.headers);
  const registered = serverExtensions().backendFetch;
  const pooled =
    registered === undefined &&
    (typeof input === 'string' || input instanceof URL) &&
    (init.body === undefined ||
      init.body === null ||
      typeof init.body === 'string' ||
      init.body instanceof Uint8Array);
  if (pooled) {
    return pooledCall(String(input), init, headers);
  }
  return capAnswer(await (registered ?? globalThis.fetch)(input, { ...init, headers }));
};
