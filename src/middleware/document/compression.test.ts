import { createGunzip, gunzipSync } from 'node:zlib';
import { expect, test, vi } from 'vitest';
import { acceptsGzip, withCompression } from './compression.ts';

const page = 'x'.repeat(4_000);

test('gzip is taken when named or wildcarded, and not when refused with q=0', () => {
  expect(acceptsGzip('gzip, deflate, br')).toBe(true);
  expect(acceptsGzip('br;q=1.0, *;q=0.5')).toBe(true);
  expect(acceptsGzip('gzip;q=0, br')).toBe(false);
  expect(acceptsGzip('identity')).toBe(false);
  expect(acceptsGzip(null)).toBe(false);
});

const get = (path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip' }) =>
  new Request(`http://shop.test${path}`, { headers });

test('a page is compressed for a client that takes gzip, and varies with Accept-Encoding', async () => {
  const fetch = withCompression(
    () => new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
    () => true,
  );
  const response = await fetch(get('/'));
  expect(response.headers.get('content-encoding')).toBe('gzip');
  expect(response.headers.get('vary')).toContain('Accept-Encoding');
  const body = Buffer.from(await response.arrayBuffer());
  expect(body.length).toBeLessThan(200);
  expect(gunzipSync(body).toString()).toBe(page);
});

test('each chunk of a streamed page is sent on before the page ends', async () => {
  let finish = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(`<header>${page}</header>`));
      finish = () => {
        controller.enqueue(new TextEncoder().encode('<main>late</main>'));
        controller.close();
      };
    },
  });
  const fetch = withCompression(
    () => new Response(stream, { headers: { 'content-type': 'text/html' } }),
    () => true,
  );
  const reader = (await fetch(get('/'))).body!.getReader();
  // the shell arrives, decodable, while the rest is still being rendered
  const { value } = await reader.read();
  const gunzip = createGunzip();
  const decoded = new Promise<string>((resolve) =>
    gunzip.once('data', (chunk: Buffer) => resolve(chunk.toString())),
  );
  gunzip.write(value);
  const shell = await decoded;
  expect(shell).toContain('</header>');
  expect(shell).not.toContain('late');
  finish();
});

test('a build file is compressed once and then served from memory', async () => {
  const serve = vi.fn(
    () =>
      new Response(page, {
        headers: { 'content-type': 'text/javascript', 'content-length': String(page.length) },
      }),
  );
  const fetch = withCompression(serve, () => true);
  const first = await fetch(get('/assets/index-abc.js'));
  const second = await fetch(get('/assets/index-abc.js'));
  const [a, b] = await Promise.all([first.arrayBuffer(), second.arrayBuffer()]);
  expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  expect(second.headers.get('content-length')).toBe(String(a.byteLength));
  expect(gunzipSync(Buffer.from(b)).toString()).toBe(page);
});

test('left alone: no gzip asked, HEAD, images, small bodies, or compression off', async () => {
  const respond =
    (type: string, body = page) =>
    () =>
      new Response(body, {
        headers: { 'content-type': type, 'content-length': String(body.length) },
      });
  const html = withCompression(respond('text/html'), () => true);
  expect((await html(get('/', {}))).headers.get('content-encoding')).toBeNull();
  expect(
    (
      await html(
        new Request('http://shop.test/', {
          method: 'HEAD',
          headers: { 'accept-encoding': 'gzip' },
        }),
      )
    ).headers.get('content-encoding'),
  ).toBeNull();
  const image = withCompression(respond('image/webp'), () => true);
  expect((await image(get('/a.webp'))).headers.get('content-encoding')).toBeNull();
  const small = withCompression(respond('text/css', 'a{}'), () => true);
  expect((await small(get('/a.css'))).headers.get('content-encoding')).toBeNull();
  const off = withCompression(respond('text/html'), () => false);
  expect((await off(get('/'))).headers.get('content-encoding')).toBeNull();
});
