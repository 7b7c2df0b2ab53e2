import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { backendFetch } from './backend-transport.ts';
import { acceptRequestId, backendRequestHeaders, runWithRequestId } from './request-id.ts';
import { acceptTraceparent, runInTrace } from './trace-context.ts';

const seen: (string | null)[] = [];
const server = setupServer(
  http.get('https://backend.test/ping', ({ request }) => {
    seen.push(request.headers.get('x-request-id'));
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

test("a proxy's id is kept when it is safe, replaced when it is not", () => {
  expect(acceptRequestId('edge-1234abcd')).toBe('edge-1234abcd');
  for (const unsafe of ['short', 'has space 123456', 'x'.repeat(129), 'line\nbreak-123', null]) {
    expect(acceptRequestId(unsafe)).toMatch(/^[0-9a-f-]{36}$/);
  }
});

test("backend calls carry the served request's id, and keep their own headers", async () => {
  await runWithRequestId('req-0001abcd', () =>
    backendFetch('https://backend.test/ping', { headers: { accept: 'application/json' } }),
  );
  await backendFetch('https://backend.test/ping');
  expect(seen).toEqual(['req-0001abcd', null]);
});

test('every backend call says who calls and carries the request trace, a new span each', async () => {
  const trace = acceptTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01');
  const [first, second] = runWithRequestId('req-12345678', () =>
    runInTrace(trace, () => [backendRequestHeaders(), backendRequestHeaders({ accept: 'x' })]),
  );
  expect(first.get('x-request-id')).toBe('req-12345678');
  expect(first.get('user-agent')).toMatch(/^storefront-web\/.+/);
  expect(first.get('traceparent')).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
  expect(second.get('traceparent')).not.toBe(first.get('traceparent'));
  expect(second.get('accept')).toBe('x');
});

test('a malformed or all-zero traceparent starts a new trace', () => {
  for (const incoming of ['garbage', `00-${'0'.repeat(32)}-00f067aa0ba902b7-01`, undefined]) {
    expect(acceptTraceparent(incoming).traceId).toMatch(/^(?!0+$)[0-9a-f]{32}$/);
  }
});
