import { Hono } from 'hono';
import { http, HttpResponse } from 'msw';
import { expect, test, vi } from 'vitest';
import { installMockServer } from '../../mocks/test-server.ts';
import { referral } from './referral.ts';

const { config, server } = installMockServer();

const app = new Hono();
app.use(referral());
app.get('/*', (c) => c.text('page'));

const reported = () =>
  new Promise<string>((resolve) => {
    server.use(
      http.all(`${config.siteApiUrl}/customer/referrer/*`, ({ request }) => {
        resolve(new URL(request.url).pathname);
        return new HttpResponse(null, { status: 204 });
      }),
    );
  });

test('a page load with a referral code reports it to /customer/referrer/{code}', async () => {
  const report = reported();
  const response = await app.request('/?refCode=A-B%0A1', { headers: { accept: 'text/html' } });
  expect(await response.text()).toBe('page');
  expect(await report).toBe('/customer/referrer/A-B1');
});

test('a page load without a code, or a request that is not a page load, reports nothing', async () => {
  const asked: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    asked.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listen);
  try {
    await app.request('/', { headers: { accept: 'text/html' } });
    await app.request('/RSC/R/_root.txt?query=affid%3DX');
    await app.request('/?refCode=HEADONLY', { method: 'HEAD', headers: { accept: 'text/html' } });
    // positive control: a page load with a code, whose report comes after any of the above
    const report = reported();
    await app.request('/?refCode=LATER', { headers: { accept: 'text/html' } });
    expect(await report).toBe('/customer/referrer/LATER');
    expect(asked).toEqual(['/customer/referrer/LATER']);
  } finally {
    server.events.removeListener('request:start', listen);
  }
});

test('a code that is not a code (too long, a space) is not reported', async () => {
  const report = reported();
  for (const code of ['a'.repeat(6000), '%20', 'A%2FB']) {
    await app.request(`/?refCode=${code}`, { headers: { accept: 'text/html' } });
  }
  // positive control: a valid code afterwards is the first report
  await app.request('/?refCode=LATER', { headers: { accept: 'text/html' } });
  expect(await report).toBe('/customer/referrer/LATER');
});

test('a report to a site API that never answers is ended by its own short time box', async () => {
  const ended = new Promise<unknown>((resolve) => {
    server.use(
      http.all(`${config.siteApiUrl}/customer/referrer/*`, ({ request }) => {
        request.signal.addEventListener('abort', () => resolve(request.signal.reason));
        return new Promise<never>(() => {});
      }),
    );
  });
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const response = await app.request('/?refCode=HUNG', { headers: { accept: 'text/html' } });
  expect(await response.text()).toBe('page');
  // the page did not wait; the report's request is aborted rather than held for ever
  expect(await ended).toBeDefined();
  await vi.waitFor(() => expect(warned).toHaveBeenCalled());
});
