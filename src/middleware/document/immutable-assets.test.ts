import { expect, test } from 'vitest';
import { withImmutableAssets } from './immutable-assets.ts';

const answering = (status: number) => (_request: Request) =>
  new Response('body', { status, headers: { 'content-type': 'text/css' } });

const cacheControlOf = async (fetch: (request: Request) => Promise<Response>, path: string) =>
  (await fetch(new Request(`http://localhost${path}`))).headers.get('cache-control');

test('a content-hashed build file is cached for a year and never revalidated', async () => {
  const fetch = withImmutableAssets(answering(200));
  expect(await cacheControlOf(fetch, '/assets/_layout-4-sBxGQ1.css')).toBe(
    'public, max-age=31536000, immutable',
  );
});

test('pages, public files without a hash and missing assets keep their own caching', async () => {
  expect(await cacheControlOf(withImmutableAssets(answering(200)), '/science')).toBeNull();
  expect(await cacheControlOf(withImmutableAssets(answering(200)), '/favicon.svg')).toBeNull();
  expect(await cacheControlOf(withImmutableAssets(answering(404)), '/assets/gone.js')).toBeNull();
});
