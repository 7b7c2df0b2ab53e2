import { expect, test } from 'vitest';
import { oneInstanceOnFaultBackend } from './support/processes.ts';

/*
 * W3C trace context end to end (docs/operations.md#traces): the trace a page request
 * arrives with goes on every backend call it makes and on every log line written for it.
 */
const servers = oneInstanceOnFaultBackend({ MONITORING_VERSION: '2026.11.27-1' });

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';

test('an incoming traceparent reaches every backend, and its trace id every log line of the request', async () => {
  const { storefront, backends } = servers;
  await backends.setAll('ok');
  const response = await fetch(`${storefront.url}/science`, {
    headers: { accept: 'text/html', traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01` },
  });
  await response.text();
  expect(response.headers.get('server-timing')).toMatch(/^origin;dur=\d+(\.\d+)?$/);
  const calls = [...backends.headers.siteApi, ...backends.headers.cms];
  expect(calls.length).toBeGreaterThan(1);
  for (const headers of calls) {
    expect(headers.traceparent).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
    expect(headers['user-agent']).toBe('storefront-web/2026.11.27-1');
  }
  const requestLine = await storefront.waitForLog(
    (line) => line.msg === 'request' && line.path === '/science',
  );
  console.log('trace at a backend:', calls[0]?.traceparent, 'in the log:', requestLine);
  expect(JSON.parse(requestLine)).toMatchObject({ trace_id: TRACE_ID });
});

test('a request without a traceparent gets a new trace, the same on each of its backend calls', async () => {
  const { storefront, backends } = servers;
  await backends.setAll('ok');
  await (await fetch(`${storefront.url}/`, { headers: { accept: 'text/html' } })).text();
  const traceIds = new Set(
    [...backends.headers.siteApi, ...backends.headers.cms].map(
      (headers) => String(headers.traceparent).split('-')[1],
    ),
  );
  expect(traceIds.size).toBe(1);
  expect([...traceIds][0]).toMatch(/^[0-9a-f]{32}$/);
});
