import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { expect, test } from 'vitest';
import {
  buildFilesOfEarlierReleases,
  isServedBuildFile,
  missingBuildFiles,
} from './build-files.ts';
import { requestPipeline } from '../pipeline.ts';
import { requestContext } from '../document/request-context.ts';

const appBehindMissingBuildFiles = (previousBuildDirs: string[] = []) => {
  const app = new Hono();
  app.use(buildFilesOfEarlierReleases(() => previousBuildDirs));
  // stands for the page router: what a missing build file must never reach
  app.get('*', (c) => c.html('<p>page</p>', 200, { 'set-cookie': 'session=1' }));
  return app;
};

test('a path under /assets/ that no build file answered is a plain 404, never a page', async () => {
  const response = await appBehindMissingBuildFiles().request('/assets/chunk-gone123.js');
  expect(response.status).toBe(404);
  expect(await response.text()).toBe('Not Found');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.has('set-cookie')).toBe(false);
});

test('every other path goes on to the pages', async () => {
  const response = await appBehindMissingBuildFiles().request('/science');
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('<p>page</p>');
});

test('missing build files are answered before anything sets a cookie or renders', () => {
  const pipeline = requestPipeline();
  expect(pipeline.indexOf(missingBuildFiles)).toBeGreaterThan(-1);
  expect(pipeline.indexOf(missingBuildFiles)).toBeLessThan(pipeline.indexOf(requestContext));
});

test('only a build file as served may be kept: a 2xx under /assets/ without a cookie', () => {
  const request = (path: string) => new Request(`http://localhost${path}`);
  const css = new Response('a{}', { headers: { 'content-type': 'text/css' } });
  const withCookie = new Response('<p>page</p>', { headers: { 'set-cookie': 'session=1' } });
  expect(isServedBuildFile(request('/assets/_layout-4sB.css'), css)).toBe(true);
  expect(isServedBuildFile(request('/assets/chunk-gone.js'), withCookie)).toBe(false);
  expect(isServedBuildFile(request('/assets/gone.js'), new Response('', { status: 404 }))).toBe(
    false,
  );
  expect(isServedBuildFile(request('/science'), css)).toBe(false);
});

test("an earlier release's build file (PREVIOUS_BUILD_DIRS) is served; its pages and other paths are not", async () => {
  const release = mkdtempSync(join(tmpdir(), 'previous-release-'));
  mkdirSync(join(release, 'public', 'assets'), { recursive: true });
  writeFileSync(join(release, 'public', 'assets', 'client-OLD123.js'), 'export {};');
  writeFileSync(join(release, 'public', 'assets', 'page.html'), '<p>old</p>');
  writeFileSync(join(release, 'public', 'secret.js'), 'no');
  const app = appBehindMissingBuildFiles(['/nowhere', release]);
  const old = await app.request('/assets/client-OLD123.js');
  expect(old.status).toBe(200);
  expect(old.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(await old.text()).toBe('export {};');
  for (const path of ['/assets/page.html', '/assets/gone-456.js', '/assets/..%2fsecret.js']) {
    expect((await app.request(path)).status).toBe(404);
  }
});
