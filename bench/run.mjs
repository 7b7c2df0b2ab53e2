// `npm run bench`: SSR throughput and latency of `/` against the production build on
// loopback, beside the same server answering a static asset (the ratio is what to
// compare between runs and machines), and the first-load JavaScript of `/`.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

const waitFor = async (url) => {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) {
        return;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
};

const load = (url) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: SECONDS, headers: { accept: 'text/html' } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });

const firstLoadJavaScript = async (url) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response.body().then((body) => ({
            url: response.url(),
            raw: body.length,
            gzip: gzipSync(body).length,
          })),
        );
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // first load: scripts requested before the load event ended; what starts later
    // (monitoring waits for the browser to be idle) is reported apart, as deferred
    const deferredUrls = await page.evaluate(() => {
      const loadEnd = performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .filter((entry) => entry.startTime > loadEnd)
        .map((entry) => entry.name);
    });
    const all = await Promise.all(scripts);
    const loaded = all.filter((script) => !deferredUrls.includes(script.url));
    const deferred = all.filter((script) => deferredUrls.includes(script.url));
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? ''),
    );
    const inlineGzip = inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
    return { loaded, deferred, inlineGzip };
  } finally {
    await browser.close();
  }
};

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

spawnSync('npx', ['waku', 'build'], { stdio: 'ignore' });
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
try {
  await waitFor(origin);
  const html = await (await fetch(origin)).text();
  const asset = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1] ?? '/favicon.svg';

  // warm both paths before measuring
  await Promise.all([fetch(origin), fetch(origin + asset)]);
  const ssr = await load(origin + '/');
  const staticAsset = await load(origin + asset);
  const js = await firstLoadJavaScript(origin + '/');
  const totalGzip = js.loaded.reduce((sum, script) => sum + script.gzip, 0);

  console.log(`\nbench: ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}`);
  console.log(
    `SSR /            ${ssr.requests.average.toFixed(0)} req/s   p50 ${ssr.latency.p50} ms   p99 ${ssr.latency.p99} ms   errors ${ssr.errors + ssr.non2xx}`,
  );
  console.log(
    `static ${asset}  ${staticAsset.requests.average.toFixed(0)} req/s   p50 ${staticAsset.latency.p50} ms   p99 ${staticAsset.latency.p99} ms`,
  );
  console.log(
    `SSR / static throughput ratio: ${(ssr.requests.average / staticAsset.requests.average).toFixed(3)}`,
  );
  console.log(
    `first-load JS of /: ${js.loaded.length} scripts, ${kb(totalGzip)} gzip (+ ${kb(js.inlineGzip)} inline, gzip)`,
  );
  for (const script of js.loaded.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(script.gzip).padStart(9)}  ${new URL(script.url).pathname}`);
  }
  const deferredGzip = js.deferred.reduce((sum, script) => sum + script.gzip, 0);
  console.log(
    `deferred JS (after the load event): ${js.deferred.length} scripts, ${kb(deferredGzip)} gzip`,
  );
} finally {
  server.kill();
}
