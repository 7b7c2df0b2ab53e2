import { Hono } from 'hono';
import { expect, test, vi } from 'vitest';
import { getLogger } from '../../lib/logger.ts';
import { requestLog } from '../request-log.ts';
import { rscPayloadType, rscRequests } from './rsc-requests.ts';

// stands in for waku, which throws on what it cannot read
const app = new Hono();
app.use(requestLog({ app }));
app.use(rscRequests());
app.post('/RSC/F/broken/call.txt', () => {
  throw new Error('server reference not found');
});
// what React's decodeReply throws on a body that is not a reply
app.post('/RSC/:kind{[RS]}/*', () => {
  throw new SyntaxError('Unexpected token \'g\', "garbage{{[[" is not valid JSON');
});
app.get('/RSC/R/broken.txt', () => {
  throw new Error('a render that failed');
});
app.all('/*', (c) => c.text('waku'));

const request = (path: string, init: RequestInit = {}) =>
  app.request(`http://shop.example${path}`, init);

test('an RSC path waku cannot decode answers 404', async () => {
  for (const path of [
    '/RSC/',
    '/RSC/R/',
    '/RSC/R/_root',
    '/RSC/x',
    '/RSC/.txt',
    '/RSC/x.txt',
    '/RSC/%00.txt',
    '/RSC/R/.txt',
  ]) {
    expect((await request(path)).status, path).toBe(404);
  }
});

test('a well-formed navigation reaches waku', async () => {
  expect(await (await request('/RSC/R/_root.txt')).text()).toBe('waku');
  expect(await (await request('/RSC/R/science.txt?query=')).text()).toBe('waku');
});

test('a server function answers 405 to anything but POST', async () => {
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const response = await request('/RSC/F/actions/subscribe.txt', { method });
    expect(response.status, method).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  }
});

test('a cross-origin server-function call answers 403', async () => {
  const call = (headers: Record<string, string>) =>
    request('/RSC/F/actions/subscribe.txt', { method: 'POST', body: '[]', headers });
  expect((await call({ origin: 'https://evil.example' })).status).toBe(403);
  expect((await call({ origin: 'null' })).status).toBe(403);
  expect((await call({ origin: 'not a url' })).status).toBe(403);
  expect((await call({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  expect(await (await call({ origin: 'http://shop.example' })).text()).toBe('waku');
  expect(await (await call({})).text()).toBe('waku');
});

test('a server-function call without arguments or that waku cannot read answers 400', async () => {
  expect((await request('/RSC/F/actions/subscribe.txt', { method: 'POST' })).status).toBe(400);
  const errors = vi.spyOn(getLogger(), 'error');
  const broken = await request('/RSC/F/broken/call.txt', { method: 'POST', body: '[' });
  expect(broken.status).toBe(400);
  // a stranger's malformed call is no error of ours: no stack trace in the log
  expect(errors).not.toHaveBeenCalled();
});

test('a malformed body POSTed to a navigation or slice answers 400 with no stack trace', async () => {
  const errors = vi.spyOn(getLogger(), 'error');
  const warnings = vi.spyOn(getLogger(), 'warn');
  for (const path of ['/RSC/R/_root.txt', '/RSC/S/footer.txt']) {
    const response = await request(path, { method: 'POST', body: 'garbage{{[[' });
    expect(response.status, path).toBe(400);
  }
  expect(errors).not.toHaveBeenCalled();
  expect(JSON.stringify(warnings.mock.calls)).not.toContain('    at ');
});

test('a navigation that throws stays a 500, logged as one line with its stack', async () => {
  const errors = vi.spyOn(getLogger(), 'error').mockImplementation(() => {});
  expect((await request('/RSC/R/broken.txt')).status).toBe(500);
  expect(errors).toHaveBeenCalledOnce();
});

test('other paths pass untouched', async () => {
  expect(await (await request('/RSCx/y', { method: 'PUT' })).text()).toBe('waku');
});

test('an RSC payload is labelled text/x-component, and only a payload', async () => {
  // waku answers with a bare stream, which the Node server's Response calls text/plain
  const waku = new Hono();
  const stream = () => new ReadableStream({ start: (controller) => controller.close() });
  const bare = { 'content-type': 'text/plain; charset=UTF-8' };
  waku.use(rscPayloadType());
  waku.get('/RSC/R/missing.txt', () => new Response(stream(), { status: 404 }));
  waku.all('/*', () => new Response(stream(), { headers: bare }));
  const typeOf = async (path: string, init?: RequestInit) =>
    (await waku.request(`http://shop.example${path}`, init)).headers.get('content-type');
  expect(await typeOf('/RSC/R/science.txt')).toBe('text/x-component');
  expect(await typeOf('/RSC/S/footer.txt')).toBe('text/x-component');
  expect(await typeOf('/RSC/F/actions/subscribe.txt', { method: 'POST', body: '[]' })).toBe(
    'text/x-component',
  );
  expect(await typeOf('/RSC/R/missing.txt')).toBeNull();
  expect(await typeOf('/science')).toBe(bare['content-type']);
});
