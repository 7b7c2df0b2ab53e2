import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { acceptRequestId, backendFetch, runWithRequestId } from './request-id.ts';

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
