import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { oneInstanceOnFaultBackend } from './support/processes.ts';

/*
 * Spans over OTLP/HTTP (docs/operations.md#traces): a collector of this process receives the
 * spans of a page request in the trace its traceparent named, the backend calls as children
 * of the request's span; a collector that hangs or drops the connection costs no request.
 */

type OtlpSpan = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
};
type OtlpExport = { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };

const SERVER = 2;
const CLIENT = 3;

/** A collector: `ok` answers each export, `hang` never does, `reset` drops the connection. */
const collector = {
  mode: 'ok' as 'ok' | 'hang' | 'reset',
  spans: [] as OtlpSpan[],
  /** exports received, whatever the collector did with them */
  received: 0,
  url: '',
};
const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
};
const receiver = createServer((request, response) => {
  void readBody(request).then((body) => {
    collector.received += 1;
    if (collector.mode === 'reset') {
      request.socket.destroy();
      return;
    }
    if (collector.mode === 'hang') {
      return;
    }
    const exported = JSON.parse(body) as OtlpExport;
    collector.spans.push(
      ...exported.resourceSpans.flatMap((resource) =>
        resource.scopeSpans.flatMap((scope) => scope.spans),
      ),
    );
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  collector.url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/v1/traces`;
});
afterAll(() => {
  receiver.closeAllConnections();
  receiver.close();
});

const servers = oneInstanceOnFaultBackend({
  // read when the storefront starts, after the collector listens
  get OTEL_EXPORTER_OTLP_TRACES_ENDPOINT() {
    return collector.url;
  },
  // batches every 100 ms, where production waits 5 s
  OTEL_BSP_SCHEDULE_DELAY: '100',
  SHUTDOWN_DRAIN_MS: '0',
});

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const RUM_SPAN_ID = '00f067aa0ba902b7';

const attribute = (span: OtlpSpan, key: string) =>
  Object.values(span.attributes.find((item) => item.key === key)?.value ?? {})[0];

test("a page request's spans reach the collector in its traceparent's trace, the backend calls as children", async () => {
  const { storefront, backends } = servers;
  collector.mode = 'ok';
  await backends.setAll('ok');
  const response = await fetch(`${storefront.url}/science`, {
    headers: { accept: 'text/html', traceparent: `00-${TRACE_ID}-${RUM_SPAN_ID}-01` },
  });
  expect(response.status).toBe(200);
  await response.text();
  const inTrace = () => collector.spans.filter((span) => span.traceId === TRACE_ID);
  await vi.waitFor(() => expect(inTrace().some((span) => span.kind === SERVER)).toBe(true), {
    timeout: 10_000,
  });
  const server = inTrace().find((span) => span.kind === SERVER)!;
  expect(server).toMatchObject({ name: 'GET page', parentSpanId: RUM_SPAN_ID });
  expect(attribute(server, 'http.response.status_code')).toBe(200);
  const calls = inTrace().filter((span) => span.kind === CLIENT);
  expect(calls.map((span) => span.name)).toEqual(
    expect.arrayContaining(['cms.page', 'cms.footer', 'cms.navigation', 'cms.banner']),
  );
  for (const call of calls) {
    expect(call.parentSpanId).toBe(server.spanId);
    expect(attribute(call, 'storefront.outcome')).toBe('ok');
  }
  // each backend was told the span of the call it answered as the parent
  const parents = new Set(calls.map((span) => span.spanId));
  const sent = backends.headers.cms.map((headers) => String(headers.traceparent));
  expect(sent.length).toBeGreaterThan(0);
  for (const traceparent of sent) {
    const [, traceId, parentId] = traceparent.split('-');
    expect(traceId).toBe(TRACE_ID);
    expect(parents.has(parentId!)).toBe(true);
  }
});

test('a failed backend call is a span with its outcome', async () => {
  const { storefront, backends } = servers;
  collector.mode = 'ok';
  await backends.setAll('ok');
  await backends.set('cms', 'status-500');
  const traceId = 'aaaabbbbccccddddeeeeffff00001111';
  // a path of its own: the CMS's answers for /science are kept for a while
  await (
    await fetch(`${storefront.url}/otlp-failing`, {
      headers: { accept: 'text/html', traceparent: `00-${traceId}-${RUM_SPAN_ID}-01` },
    })
  ).text();
  await backends.setAll('ok');
  await vi.waitFor(
    () =>
      expect(
        collector.spans.some((span) => span.traceId === traceId && span.name === 'cms.page'),
      ).toBe(true),
    { timeout: 10_000 },
  );
  const page = collector.spans.find(
    (span) => span.traceId === traceId && span.name === 'cms.page',
  )!;
  expect(attribute(page, 'storefront.outcome')).toBe('error');
});

test(
  'a collector that drops the connection, or never answers, holds up and fails no request',
  {
    timeout: 60_000,
  },
  async () => {
    const { storefront, backends } = servers;
    await backends.setAll('ok');
    const page = async (query: string) => {
      const response = await fetch(`${storefront.url}/science?${query}`, {
        headers: { accept: 'text/html' },
      });
      await response.text();
      return response.status;
    };
    // a hung export holds the exporter until its own timeout: the collector that resets goes first
    for (const mode of ['reset', 'hang'] as const) {
      collector.mode = mode;
      const receivedBefore = collector.received;
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) {
        statuses.push(await page(`collector=${mode}-${index}`));
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
      // and their spans went out to a collector that dropped or kept them
      await vi.waitFor(() => expect(collector.received).toBeGreaterThan(receivedBefore), {
        timeout: 20_000,
      });
    }
    expect(await page('collector=hung')).toBe(200);
    // the batches the collector dropped are counted as lost, once the exporter's retries end
    await vi.waitFor(
      async () =>
        expect(await (await fetch(`${storefront.url}/metrics`)).text()).toMatch(
          /^storefront_spans_not_exported_total\{[^}]*\} [1-9]\d*$/m,
        ),
      { timeout: 30_000, interval: 500 },
    );
    collector.mode = 'ok';
  },
);
