import { request as httpRequest } from 'node:http';
import { describe, expect, test } from 'vitest';
import { oneInstanceOnFaultBackend } from './support/processes.ts';

/*
 * What each method and each error address answers (docs/decisions/008-hostile-requests.md,
 * "Methods and error addresses"), on a production build with the backends in a process of
 * their own: a page answers GET and HEAD alike, the CMS down included, and 405 to anything
 * else; /404 and the RSC payload of a page that is not there are 404s; an RSC address is
 * never answered with a page's HTML.
 */
const servers = oneInstanceOnFaultBackend({
  RENDER_CACHE_SECONDS: '60',
});

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** One request through node:http, which sends any method (fetch refuses TRACE). */
const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const sent = httpRequest(
      `${servers.storefront.url}${path}`,
      { method, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(WITH_BODY.has(method) ? 'a=1' : undefined);
  });

const html = { accept: 'text/html' };
const OTHER_METHODS = ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'];

describe('methods on a page', () => {
  test('with the CMS up, HEAD answers as GET without a body; other methods 405', async () => {
    await servers.backends.set('cms', 'ok');
    const path = '/science?methods=up';
    // a cold instance's first render may stream past the shell deadline, and a streamed page
    // is private; a HEAD waits for every call: the two compare once the page renders whole
    await send('GET', path, html);
    const get = await send('GET', path, html);
    const head = await send('HEAD', path, html);
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    const statuses: Record<string, number> = {};
    for (const method of OTHER_METHODS) {
      const answer = await send(method, path, html);
      statuses[method] = answer.status;
      expect(answer.headers.allow, method).toBe('GET, HEAD');
      expect(answer.body, method).not.toContain('<html');
    }
    expect(statuses).toEqual(Object.fromEntries(OTHER_METHODS.map((method) => [method, 405])));
  });

  test('with the CMS down, GET and HEAD are 503 with Retry-After; other methods 405', async () => {
    await servers.backends.set('cms', 'status-503');
    try {
      const statuses: Record<string, number> = {};
      for (const [label, method, headers] of [
        ['GET', 'GET', html],
        ['HEAD', 'HEAD', html],
        // an uptime monitor or curl -I asks for anything
        ['HEAD */*', 'HEAD', { accept: '*/*' }],
        ['GET */*', 'GET', { accept: '*/*' }],
        ...OTHER_METHODS.map((method) => [method, method, html] as const),
      ] as const) {
        // a path whose entry no earlier test had the CMS service keep
        const answer = await send(method, `/down-${label.replace(/\W/g, '')}`, headers);
        statuses[label] = answer.status;
        if (answer.status === 503) {
          expect(answer.headers['retry-after'], label).toBe('30');
        }
        if (answer.status === 405) {
          expect(answer.headers.allow, label).toBe('GET, HEAD');
        }
      }
      expect(statuses).toEqual({
        GET: 503,
        HEAD: 503,
        'HEAD */*': 503,
        'GET */*': 503,
        ...Object.fromEntries(OTHER_METHODS.map((method) => [method, 405])),
      });
    } finally {
      await servers.backends.set('cms', 'ok');
    }
  });

  test('server functions keep their own rules', async () => {
    const get = await send('GET', '/RSC/F/abc/def.txt');
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe('POST');
    const call = await send('POST', '/RSC/F/abc/def.txt', {
      origin: servers.storefront.url,
      'content-type': 'text/plain',
    });
    expect(call.status).toBe(400);
  });
});
describe('error addresses', () => {
  test('/404 is the Page Not Found page with status 404, whatever the method or accept', async () => {
    const page = await send('GET', '/404', html);
    expect(page.status).toBe(404);
    expect(page.body).toContain('Page Not Found');
    expect((await send('GET', '/404')).status).toBe(404);
    expect((await send('HEAD', '/404', html)).status).toBe(404);
  });

  test('the RSC payload of a page that does not exist is a 404; the 404 page’s own is not', async () => {
    expect((await send('GET', '/RSC/R/nope.txt')).status).toBe(404);
    expect((await send('GET', '/RSC/R/nope.txt', html)).status).toBe(404);
    // what the browser's router fetches after that 404, to show the page in place
    const notFoundPage = await send('GET', '/RSC/R/404.txt?query=');
    expect(notFoundPage.status).toBe(200);
    expect(notFoundPage.body).toContain('Page Not Found');
    expect((await send('GET', '/RSC/R/science.txt')).status).toBe(200);
  });

  test('an RSC address asking for HTML gets the payload, never the page from the render cache', async () => {
    for (let attempt = 0; ; attempt += 1) {
      const load = await send('GET', '/science', html);
      if (load.headers['x-render-cache'] === 'hit') {
        break;
      }
      expect(attempt).toBeLessThan(5);
    }
    for (const path of ['/RSC/R/science.txt', '/RSC/R/_root.txt']) {
      const answer = await send('GET', path, html);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['x-render-cache'], path).toBeUndefined();
      expect(answer.headers['content-type'], path).not.toMatch(/^text\/html/);
      expect(answer.body, path).not.toMatch(/^<!DOCTYPE/i);
    }
  });
});
