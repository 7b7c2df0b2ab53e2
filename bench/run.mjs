// `npm run bench`: every figure of the performance targets, against the production build on
// loopback. The backends answer from their own process (bench/mock-backends.ts, the same msw
// handlers over HTTP), so the server's CPU time per page is the app's own; the offline
// `npm start` (mocks in process) is measured beside it. Then the browser-side figures:
// first-load JS, preview code, HTML and inlined RSC payload sizes, first byte with every
// backend slow, and Lighthouse (mobile; BENCH_LIGHTHOUSE=0 skips it), and the slow phone's first
// paint with and without the tag manager (bench/slow-phone.mjs; BENCH_ONLY=slow-phone runs
// only that).
// Each figure that any page on this stack pays is printed beside the floor's, a minimal waku app
// (bench/floor) built and loaded in the same run, with the ratio: absolute figures move with the
// machine and its load, ratios hold across machines, and the targets are ratios.
import { spawnSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import {
  backendEnv,
  CONNECTIONS,
  cpuMs,
  load,
  SECONDS,
  startApp,
  startFloor,
  freePort,
  startEdge,
  startMockBackends,
  startRedis,
  stop,
  buildFloor,
} from './harness.mjs';
import { slowPhoneRows } from './slow-phone.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// BENCH_ONLY=edge: the floor's CPU per page and the edge row, nothing else
const EDGE_ONLY = process.env.BENCH_ONLY === 'edge';
// BENCH_ONLY=page: the floor, the app with its backends apart (render-cache hit, first-load
// JS, main thread, Lighthouse) and the slow phone: the rows of a page view, nothing else
const PAGE_ONLY = process.env.BENCH_ONLY === 'page';
// BENCH_ONLY=view-requests: the floor's CPU per page and each kind of origin request of a view
const VIEW_REQUESTS_ONLY = process.env.BENCH_ONLY === 'view-requests';
const FLOOR_CPU_ONLY = EDGE_ONLY || VIEW_REQUESTS_ONLY;
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
const CMS_PAGE = '/science';
// the Builder SDK and our editor registrations (their inputs' help texts); none of it may
// load outside a preview
const PREVIEW_MARKERS = ['registerComponent', 'trustedHosts', 'helperText'];
// Chromium may resolve loopback only: nothing the browser does leaves the machine
const OFFLINE_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** SSR of a page under load, with the server's CPU time per request. */
const ssrLoad = async (app, others = [], path = '/') => {
  for (let warm = 0; warm < 20; warm += 1) {
    await (await fetch(app.origin + path)).text();
  }
  const before = cpuMs(app.child.pid);
  const othersBefore = others.map((child) => cpuMs(child.pid));
  const result = await load(app.origin + path);
  const requests = result.requests.total;
  return {
    result,
    cpuPerRequest: (cpuMs(app.child.pid) - before) / requests,
    othersPerRequest: others.map((child, i) => (cpuMs(child.pid) - othersBefore[i]) / requests),
    errors: result.errors + result.non2xx,
  };
};

/**
 * The server's CPU time per page fetched one at a time, at the pace of the edge row's browser
 * views (one every 1.5 s or so): what a real view costs the origins is compared with this, not
 * with a page under load, where one wake-up of the process serves several requests and its
 * code stays hot. The pause after each page counts the collector's work that follows it.
 */
const VIEW_PACE_MS = 1_500;
const cpuOneAtATime = async (app, path) => {
  const fetchPage = async () =>
    (
      await fetch(app.origin + path, {
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
      })
    ).arrayBuffer();
  for (let warm = 0; warm < 20; warm += 1) {
    await fetchPage();
  }
  const PAGES = 20;
  const pause = () => new Promise((resolve) => setTimeout(resolve, VIEW_PACE_MS));
  // the collector's and compiler's work after the load just measured is over first: it is
  // that load's cost, not these pages'
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  const before = cpuMs(app.child.pid);
  for (let page = 0; page < PAGES; page += 1) {
    await fetchPage();
    await pause();
  }
  return (cpuMs(app.child.pid) - before) / PAGES;
};

/** Time to the response's first byte, and to its end, of one GET. */
const firstByte = (url) =>
  new Promise((resolve, reject) => {
    const start = performance.now();
    request(url, { headers: { accept: 'text/html' } }, (response) => {
      let first;
      response.once('data', () => (first = performance.now() - start));
      response.on('data', () => {});
      response.on('end', () => resolve({ first, total: performance.now() - start }));
    })
      .on('error', reject)
      .end();
  });

const firstLoadJavaScript = async (browser, url) => {
  const page = await browser.newPage();
  try {
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(
          response.body().then((body) => ({
            url: response.url(),
            // wall-clock ms, like the load event's end below
            requestedAt: response.request().timing().startTime,
            gzip: gzipSync(body).length,
            preview: PREVIEW_MARKERS.some((marker) => body.includes(marker)),
          })),
        );
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // first load: scripts requested before the load event ended; what starts later
    // (monitoring waits for the browser to be idle, and so does the chat) is reported apart,
    // as deferred. Compared by request time, so that frames' and workers' scripts count too
    const loadEnd = await page.evaluate(
      () =>
        performance.timeOrigin +
        (performance.getEntriesByType('navigation')[0]?.loadEventEnd ?? Infinity),
    );
    const all = await Promise.all(scripts);
    return {
      loaded: all.filter((script) => script.requestedAt <= loadEnd),
      deferred: all.filter((script) => script.requestedAt > loadEnd),
    };
  } finally {
    await page.close();
  }
};

/** Bytes on the wire of a page load from a browser that takes gzip. */
const transferSize = (url) =>
  new Promise((resolve, reject) => {
    request(
      url,
      { headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'none' }),
        );
      },
    )
      .on('error', reject)
      .end();
  });

/** Raw HTML size, and the part of it that is the inlined RSC payload. */
const htmlSizes = (html) => {
  const flight = [...html.matchAll(/<script[^>]*>(.*?)<\/script>/gs)].filter(([, text]) =>
    text.includes('__FLIGHT_DATA'),
  );
  return {
    html: Buffer.byteLength(html),
    rsc: flight.reduce((sum, [, text]) => sum + Buffer.byteLength(text), 0),
  };
};

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

// one simulated run's score and LCP move by a second or more between runs of the same page
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/** Lighthouse's performance figures, each the median of LIGHTHOUSE_RUNS runs. */
const lighthouse = async (url) => {
  const { default: run } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...OFFLINE_CHROMIUM_ARGS],
  });
  try {
    const runs = [];
    for (let index = 0; index < LIGHTHOUSE_RUNS; index += 1) {
      // the default configuration: mobile form factor, simulated slow 4G and 4x CPU slowdown
      const { lhr } = await run(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
      });
      const audit = (id) => lhr.audits[id].numericValue;
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    return Object.fromEntries(
      Object.keys(runs[0]).map((key) => [key, median(runs.map((one) => one[key]))]),
    );
  } finally {
    chrome.kill();
  }
};

/**
 * The browser's main thread while a page loads, to network idle (so what starts after load
 * and idle counts too), from a fresh context: the median of three loads of Chromium's own
 * counters. `slowdown` is the CPU throttling Lighthouse's mobile run applies.
 */
const mainThread = async (browser, url, { width, slowdown }) => {
  const loads = [];
  for (let run = 0; run < 3; run += 1) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await page.goto(url, { waitUntil: 'networkidle' });
      const { metrics } = await cdp.send('Performance.getMetrics');
      const seconds = Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
      loads.push({
        task: seconds.TaskDuration * 1000,
        script: seconds.ScriptDuration * 1000,
        layout: seconds.LayoutDuration * 1000,
        style: seconds.RecalcStyleDuration * 1000,
        elements: await page.evaluate(() => document.getElementsByTagName('*').length),
      });
    } finally {
      await context.close();
    }
  }
  return Object.fromEntries(
    Object.keys(loads[0]).map((key) => [key, median(loads.map((one) => one[key]))]),
  );
};

const MAIN_THREAD_VIEWS = [
  { label: '1280 px', width: 1280, slowdown: 1 },
  { label: '375 px, 4× CPU slowdown', width: 375, slowdown: 4 },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const rows = [];
/**
 * One line of the table. `floor`, when the row has one, is the floor's figure printed by the
 * same formatter as `value`, so both carry one unit and the ratio is of the printed numbers.
 */
const row = (figure, value, target, floor = '') => rows.push([figure, value, target, floor]);
const ratio = (value, floor) => (floor > 0 ? `${(value / floor).toFixed(1)}×` : '');
const figureOf = (text) => Number.parseFloat(text.replace(/,/g, ''));
const chromiumOptions = { executablePath: CHROMIUM_PATH, args: OFFLINE_CHROMIUM_ARGS };
const load1 = () => loadavg()[0].toFixed(1);

/** The slow phone's rows, against the app with its backends in their own process. */
const slowPhone = async () => {
  const mocks = await startMockBackends('anonymous');
  const app = await startApp(backendEnv(mocks.ports));
  const browser = await chromium.launch(chromiumOptions);
  try {
    for (const [figure, value, target] of await slowPhoneRows(browser, app.origin, { ms })) {
      row(figure, value, target);
    }
  } finally {
    await browser.close();
    stop(app.child, mocks.child);
  }
};

const printTable = () => {
  const width = Math.max(...rows.map(([figure]) => figure.length));
  console.log(
    `\nbench: ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}, load average now ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
  );
  console.log(
    `${'figure'.padEnd(width)}  ${'measured'.padStart(16)}  ${'floor'.padStart(9)}  ${'ratio'.padStart(6)}  target`,
  );
  for (const [figure, value, target, floorFigure] of rows) {
    const versus = floorFigure && ratio(figureOf(value), figureOf(floorFigure));
    console.log(
      `${figure.padEnd(width)}  ${value.padStart(16)}  ${floorFigure.padStart(9)}  ${versus.padStart(6)}  ${target}`,
    );
  }
};

if (process.env.BENCH_BUILD !== '0') {
  spawnSync('npx', ['waku', 'build'], { stdio: 'ignore' });
}
if (process.env.BENCH_ONLY === 'slow-phone') {
  await slowPhone();
  printTable();
  process.exit(0);
}
buildFloor();

// 0. the floor, measured the same ways, just before the storefront
const floor = {};
{
  const app = await startFloor();
  try {
    const ssr = await ssrLoad(app);
    floor.cpu = ssr.cpuPerRequest;
    floor.cpuOneAtATime = PAGE_ONLY ? undefined : await cpuOneAtATime(app, '/');
    floor.rps = ssr.result.requests.average;
    floor.p99 = ssr.result.latency.p99;
    floor.html = htmlSizes(await (await fetch(app.origin + '/')).text()).html;
  } finally {
    if (FLOOR_CPU_ONLY) {
      stop(app.child);
    }
  }
  if (!FLOOR_CPU_ONLY) {
    try {
      const browser = await chromium.launch(chromiumOptions);
      try {
        floor.js = (await firstLoadJavaScript(browser, app.origin + '/')).loaded.reduce(
          (sum, script) => sum + script.gzip,
          0,
        );
        floor.mainThread = [];
        for (const view of MAIN_THREAD_VIEWS) {
          floor.mainThread.push(await mainThread(browser, app.origin + '/', view));
        }
      } finally {
        await browser.close();
      }
      if (LIGHTHOUSE) {
        floor.lighthouse = await lighthouse(app.origin + '/');
      }
    } finally {
      stop(app.child);
    }
  }
}

// 0b. each kind of origin request a browser view makes, at 10 connections, against the floor page
// (BENCH_ONLY=view-requests): the shopper's answer for a visitor with no cookie, a signed-in
// shopper and a professional (each with the site API's session cookie), a monitoring beacon
// and a build file
if (VIEW_REQUESTS_ONLY) {
  const mocks = await startMockBackends('anonymous');
  const app = await startApp(backendEnv(mocks.ports));
  const html = await (await fetch(app.origin + '/', { headers: { accept: 'text/html' } })).text();
  const file = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1] ?? '/favicon.svg';
  const shopperOf = (cookie) => ({
    path: '/api/shopper?page=%2F',
    headers: { accept: 'application/json', ...(cookie ? { cookie } : {}) },
  });
  const kinds = [
    ['shopper answer, anonymous (no cookie)', shopperOf()],
    ['shopper answer, signed in', shopperOf('mock-state=customer; JSESSIONID=bench-customer')],
    [
      'shopper answer, professional',
      shopperOf('mock-state=professional; JSESSIONID=bench-professional'),
    ],
    [
      'monitoring beacon',
      {
        path: '/dd_metrics/api/v2/rum?ddsource=browser',
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{"type":"view"}',
      },
    ],
    [`build file ${file.slice(0, 24)}…`, { path: file }],
  ];
  const cpuOf = new Map();
  try {
    for (const [label, { path, ...options }] of kinds) {
      for (let warm = 0; warm < 20; warm += 1) {
        await (await fetch(app.origin + path, options)).arrayBuffer();
      }
      const loadBefore = load1();
      const before = cpuMs(app.child.pid);
      const result = await load(app.origin + path, options);
      const cpu = (cpuMs(app.child.pid) - before) / result.requests.total;
      cpuOf.set(label, cpu);
      row(
        `${label}: CPU per request (load ${loadBefore}→${load1()})`,
        `${cpu.toFixed(2)} ms`,
        result.errors + result.non2xx === 0 ? '' : `${result.errors + result.non2xx} errors`,
        `${floor.cpu.toFixed(2)} ms`,
      );
    }
    // what a browser view asks of an origin behind a warm edge: its shopper's answer (the
    // documents and files are the edge's copies, and the edge sends the view's beacon to a
    // plain-HTTP intake itself: docs/decisions/037-beacons-from-the-edge.md); in front of
    // an intake the edge cannot reach, the beacon too
    for (const [label, answer] of [
      ['anonymous', 'shopper answer, anonymous (no cookie)'],
      ['signed in', 'shopper answer, signed in'],
      ['professional', 'shopper answer, professional'],
    ]) {
      row(
        `a browser view's origin requests, ${label} (the answer)`,
        `${cpuOf.get(answer).toFixed(2)} ms`,
        '≤ 1.0×',
        `${floor.cpu.toFixed(2)} ms`,
      );
      row(
        `  with the beacon through an origin (answer + beacon)`,
        `${(cpuOf.get(answer) + cpuOf.get('monitoring beacon')).toFixed(2)} ms`,
        '',
        `${floor.cpu.toFixed(2)} ms`,
      );
    }
  } finally {
    stop(app.child, mocks.child);
  }
  printTable();
  process.exit(0);
}

// 1. the app alone: backends in their own process
let backendsApartCpu;
if (!EDGE_ONLY) {
  const mocks = await startMockBackends('anonymous');
  const app = await startApp(backendEnv(mocks.ports));
  try {
    const loadBefore = load1();
    const ssr = await ssrLoad(app, [mocks.child]);
    // the page as a warm server sends it: a cold first render may miss the shell deadline
    // and stream its parts behind placeholders
    const html = await (await fetch(app.origin + '/', { headers: { accept: 'text/html' } })).text();
    const asset = html.match(/href="(\/assets\/[^"]+\.css)"/)?.[1] ?? '/favicon.svg';
    const staticAsset = await load(app.origin + asset);
    const note = `(load ${loadBefore}→${load1()})`;
    const anonymousCpu = ssr.cpuPerRequest;
    row(
      'server CPU per SSR of /, anonymous (render cache on)',
      ms(anonymousCpu),
      '≤ 2×',
      ms(floor.cpu),
    );
    row('  mock backends CPU per page (not the app)', ms(ssr.othersPerRequest[0]), '');
    row(
      'SSR / req/s, 10 connections',
      ssr.result.requests.average.toFixed(0),
      '',
      floor.rps.toFixed(0),
    );
    row('SSR / p50', `${ssr.result.latency.p50} ms`, '');
    row('SSR / p99', `${ssr.result.latency.p99} ms`, '', `${floor.p99} ms`);
    row('  errors (incl. non-2xx)', String(ssr.errors), '0');
    row(
      `  static ${asset.slice(0, 24)}… req/s (SSR ratio)`,
      `${staticAsset.requests.average.toFixed(0)} (${(ssr.result.requests.average / staticAsset.requests.average).toFixed(3)})`,
      note,
    );
    backendsApartCpu = anonymousCpu;

    const sizes = htmlSizes(html);
    row('HTML of / raw', kb(sizes.html), '≤ 50 kB', kb(floor.html));
    row('  of which inlined RSC payload', kb(sizes.rsc), '');
    const sent = await transferSize(app.origin + '/');
    row(`  as sent (${sent.encoding})`, kb(sent.bytes), '');

    const browser = await chromium.launch(chromiumOptions);
    const scriptLists = [];
    try {
      for (const path of ['/', CMS_PAGE]) {
        const js = await firstLoadJavaScript(browser, app.origin + path);
        const total = js.loaded.reduce((sum, script) => sum + script.gzip, 0);
        const preview = js.loaded
          .concat(js.deferred)
          .filter((script) => script.preview)
          .reduce((sum, script) => sum + script.gzip, 0);
        row(
          `first-load JS of ${path} (gzip, ${js.loaded.length} scripts)`,
          kb(total),
          '≤ 92 kB',
          path === '/' ? kb(floor.js) : '',
        );
        row(`  preview/editor code on ${path}`, kb(preview), '0 kB');
        scriptLists.push([path, js]);
      }
      for (const [index, view] of MAIN_THREAD_VIEWS.entries()) {
        const own = await mainThread(browser, app.origin + '/', view);
        const base = floor.mainThread[index];
        row(`main thread loading /, ${view.label}: tasks`, ms(own.task), '', ms(base.task));
        row('  script', ms(own.script), '', ms(base.script));
        row(
          `  layout + style (${own.elements} elements)`,
          ms(own.layout + own.style),
          '',
          ms(base.layout + base.style),
        );
      }
    } finally {
      await browser.close();
    }

    if (LIGHTHOUSE) {
      for (const path of ['/', CMS_PAGE]) {
        const loadNow = load1();
        const score = await lighthouse(app.origin + path);
        const base = path === '/' ? floor.lighthouse : undefined;
        row(
          `Lighthouse ${path} performance, median of ${LIGHTHOUSE_RUNS} (load ${loadNow})`,
          String(score.score),
          `≥ 95, ≥ the floor's`,
          base ? String(base.score) : '',
        );
        row(`  LCP`, ms(score.lcp), '≤ 1800 ms', base ? ms(base.lcp) : '');
        row(`  TBT`, ms(score.tbt), '≤ 3×', base ? ms(base.tbt) : '');
        row(`  CLS`, score.cls.toFixed(3), '≤ 0.02');
      }
    }

    if (process.env.BENCH_VERBOSE === '1') {
      // the build's files are named by hash; it writes the chunk each holds (scripts/client-file-names.ts)
      const chunks = JSON.parse(readFileSync('dist/client-files.json', 'utf8'));
      for (const [path, js] of scriptLists) {
        console.log(`\nscripts of ${path}:`);
        for (const script of js.loaded.sort((a, b) => b.gzip - a.gzip)) {
          const file = new URL(script.url).pathname;
          console.log(`  ${kb(script.gzip).padStart(9)}  ${chunks[file.slice(1)] ?? ''} ${file}`);
        }
      }
    }
  } finally {
    stop(app.child, mocks.child);
  }
}

// 2. what the render cache cannot serve: a signed-in customer (never shared), and every page
// with the cache off (a preview, a long-tail page, the first visitor after a publish)
if (!EDGE_ONLY && !PAGE_ONLY) {
  const mocks = await startMockBackends('customer');
  const app = await startApp(backendEnv(mocks.ports));
  try {
    const served = await fetch(app.origin + '/', { headers: { accept: 'text/html' } });
    if (served.headers.get('x-render-cache') === 'hit') {
      throw new Error('a signed-in page came from the render cache');
    }
    const ssr = await ssrLoad(app, [mocks.child]);
    row(
      'server CPU per SSR of /, signed-in customer',
      ms(ssr.cpuPerRequest),
      '≤ 4×',
      ms(floor.cpu),
    );
    row(
      '  req/s, p99',
      `${ssr.result.requests.average.toFixed(0)}, ${ssr.result.latency.p99} ms`,
      '',
    );
    row('  errors (incl. non-2xx)', String(ssr.errors), '0');
  } finally {
    stop(app.child, mocks.child);
  }
}
if (!EDGE_ONLY && !PAGE_ONLY) {
  const mocks = await startMockBackends('anonymous');
  const app = await startApp({ ...backendEnv(mocks.ports), RENDER_CACHE_SECONDS: '0' });
  try {
    for (const path of ['/', CMS_PAGE]) {
      const ssr = await ssrLoad(app, [mocks.child], path);
      row(
        `server CPU per SSR of ${path}, RENDER_CACHE_SECONDS=0`,
        ms(ssr.cpuPerRequest),
        '≤ 4×',
        ms(floor.cpu),
      );
    }
  } finally {
    stop(app.child, mocks.child);
  }
}

// 3. offline `npm start`: the mocks in the server process
if (!EDGE_ONLY && !PAGE_ONLY) {
  const app = await startApp({});
  try {
    const loadBefore = load1();
    const ssr = await ssrLoad(app);
    row(
      `offline npm start: CPU per SSR of / (load ${loadBefore}→${load1()})`,
      ms(ssr.cpuPerRequest),
      '≤ 3× backends apart',
    );
    row('  ratio to the backends-apart figure', ratio(ssr.cpuPerRequest, backendsApartCpu), '≤ 3×');
    row(
      '  req/s, p50, p99',
      `${ssr.result.requests.average.toFixed(0)}, ${ssr.result.latency.p50} ms, ${ssr.result.latency.p99} ms`,
      '',
    );
  } finally {
    stop(app.child);
  }
}

// 4. every backend slow (3 s): the first page of a fresh server, then a warm one
if (!EDGE_ONLY && !PAGE_ONLY) {
  const mocks = await startMockBackends('slow-backends');
  const app = await startApp(backendEnv(mocks.ports));
  try {
    const cold = await firstByte(app.origin + '/');
    const warm = await firstByte(app.origin + '/');
    row('backends slow (3 s): first byte of /, cold', ms(cold.first), '≤ 300 ms');
    row('  complete page, cold', ms(cold.total), '');
    row('  first byte / complete page, warm', `${ms(warm.first)} / ${ms(warm.total)}`, '≤ 300 ms');
  } finally {
    stop(app.child, mocks.child);
  }
}

// 5. the HTTP cache in front (npm run edge, docs/decisions/021-http-cache-in-front.md): two
// instances on one Redis behind Varnish, 1,000 mixed page loads of new visitors, then real
// browser views, with what reached the origins
if (!PAGE_ONLY) {
  const EDGE_PAGES = ['/', CMS_PAGE, '/welcome', '/blocks/forms', '/blocks/carousels'];
  const EDGE_LOCALES = ['en-US', 'en-CA'];
  const EDGE_LOADS = 1_000;
  // the origins sign the price context with it, and the edge then passes a session's first
  // view to an origin (docs/decisions/026-price-context.md)
  const PRICE_CONTEXT_SECRET = 'bench-price-context-secret-0123456789abcdef';
  // what a signed-in browser carries after its session's first view: its group's context
  const contextOf = (group) =>
    `${group}.${createHmac('sha256', PRICE_CONTEXT_SECRET).update(`price-group:${group}`).digest('base64url')}`;
  // the n-th load: a page, a locale, one shopper in ten signed in and one in ten a
  // professional (each with the context its first view set), ad and referral parameters
  const mixed = (n) => {
    const path = EDGE_PAGES[n % EDGE_PAGES.length];
    const locale = EDGE_LOCALES[Math.floor(n / EDGE_PAGES.length) % EDGE_LOCALES.length];
    const query = [`utm_source=ad-${n}`, `gclid=click-${n}`];
    if (n % 3 === 0) {
      query.push(`refCode=R${n}`);
    }
    const cookies = [`locale=${locale}`, `_ga=GA1.1.${n}`];
    if (n % 10 === 4) {
      cookies.push('mock-state=customer', `JSESSIONID=s-${n}`, 'price-context=public');
    } else if (n % 10 === 9) {
      cookies.push(
        'mock-state=professional',
        `JSESSIONID=p-${n}`,
        `price-context=${contextOf('PROFESSIONAL')}`,
      );
    }
    return {
      path: `${path}?${query.join('&')}`,
      cookie: cookies.join('; '),
      signedIn: n % 5 === 4,
    };
  };
  const redis = await startRedis();
  const mocks = await startMockBackends('anonymous');
  const edgePort = await freePort();
  const shared = {
    ...backendEnv(mocks.ports),
    PRICE_CONTEXT_SECRET,
    CACHE_URL: redis.url,
    SITE_PUBLIC_URL: `http://127.0.0.1:${edgePort}`,
  };
  const origins = [await startApp(shared), await startApp(shared)];
  const edge = await startEdge(
    origins.map((app) => app.origin),
    edgePort,
    // the origins' intake is plain HTTP here: the edge sends the views' beacons to it itself
    { PRICE_CONTEXT_SECRET, MONITORING_INTAKE_URL: shared.MONITORING_INTAKE_URL },
  );
  const originCpu = () => origins.reduce((sum, app) => sum + cpuMs(app.child.pid), 0);
  try {
    const callsBefore = mocks.calls();
    const cpuBefore = originCpu();
    const latencies = [];
    let hits = 0;
    let originRenders = 0;
    let setCookies = 0;
    const failures = [];
    for (let start = 0; start < EDGE_LOADS; start += CONNECTIONS) {
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async (_, index) => {
          const { path, cookie } = mixed(start + index);
          const began = performance.now();
          const response = await fetch(edge.origin + path, {
            headers: { accept: 'text/html', 'accept-encoding': 'gzip, br', cookie },
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - began);
          const answeredBy = response.headers.get('x-edge-cache');
          if (answeredBy === 'hit') {
            hits += 1;
          } else if (response.headers.get('x-render-cache') !== 'hit') {
            originRenders += 1;
          }
          if (answeredBy !== 'pass' && response.headers.has('set-cookie')) {
            setCookies += 1;
          }
          if (response.status !== 200) {
            failures.push(`${response.status} ${path.split('?')[0]}`);
          }
        }),
      );
    }
    const percentile = (p) =>
      latencies.toSorted((a, b) => a - b)[Math.ceil((p / 100) * latencies.length) - 1];
    row(
      `edge: ${EDGE_LOADS} mixed page loads answered by Varnish (10 % professionals)`,
      `${((hits / EDGE_LOADS) * 100).toFixed(1)} %`,
      '≥ 95 %',
    );
    row('  origin requests / origin renders', `${EDGE_LOADS - hits} / ${originRenders}`, '');
    row('  backend calls', String(mocks.calls() - callsBefore), '');
    row('  p50 / p99 at the edge', `${ms(percentile(50))} / ${ms(percentile(99))}`, '');
    row('  Set-Cookie on a shared answer; non-200', `${setCookies}; ${failures.length}`, '0; 0');
    if (failures.length > 0) {
      console.log(`non-200 answers at the edge: ${[...new Set(failures)].join(', ')}`);
    }
    row(
      '  origin CPU per page load',
      ms((originCpu() - cpuBefore) / EDGE_LOADS),
      '',
      ms(floor.cpu),
    );

    // real browser views, each a new visitor, half of them signed in. The first round warms
    // what a live site has warm: the edge's copies of the build and public/ files and of each
    // page for a cookieless first view, and the origins' code for the shopper's answer (the
    // 1,000 loads above asked only for documents). The second round is measured; its views
    // are a new visitor's each, so every one still asks for its shopper's answer
    const browser = await chromium.launch(chromiumOptions);
    const VIEWS = 20;
    const browserViews = async (round) => {
      const fromOrigins = [];
      for (let view = 0; view < VIEWS; view += 1) {
        const { path, signedIn } = mixed(view * 7 + round);
        const context = await browser.newContext();
        if (signedIn || view % 2 === 1) {
          // signed in: the site API's session as its sign-in hands it out
          await context.addCookies([
            { name: 'mock-state', value: 'customer', url: edge.origin },
            { name: 'JSESSIONID', value: `bench-view-${view}-${round}`, url: edge.origin },
          ]);
        }
        const page = await context.newPage();
        page.on('response', (response) => {
          if (
            response.url().startsWith(edge.origin) &&
            // the edge's copy, or a beacon the edge sent to the intake itself
            !['hit', 'intake'].includes(response.headers()['x-edge-cache'])
          ) {
            fromOrigins.push(
              `${response.headers()['x-edge-cache'] ?? 'none'} ${response.status()} ${new URL(response.url()).pathname}`,
            );
          }
        });
        await page
          .goto(edge.origin + path, { waitUntil: 'networkidle', timeout: 15_000 })
          .catch(() => undefined);
        await context.close();
      }
      return fromOrigins;
    };
    let fromOrigins;
    let warmRound;
    const viewCpuBefore = {};
    let idlePerMs;
    let measuredMs;
    try {
      viewCpuBefore.cold = originCpu();
      warmRound = await browserViews(0);
      viewCpuBefore.warm = originCpu();
      // the collector's and compiler's work that follows the warm round, over
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      // what the origins cost with no view at all (the edge's health probes, timers): paid
      // per second however many views there are, so it is told apart from a view's own cost
      const idleCpu = originCpu();
      const idleStart = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 20_000));
      idlePerMs = (originCpu() - idleCpu) / (performance.now() - idleStart);
      viewCpuBefore.measured = originCpu();
      const measuredStart = performance.now();
      fromOrigins = await browserViews(1);
      // the views' own garbage is collected after them: counted, over the same wait
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      measuredMs = performance.now() - measuredStart;
    } finally {
      await browser.close();
    }
    const viewCpu = (originCpu() - viewCpuBefore.measured) / VIEWS;
    const idlePerView = (idlePerMs * measuredMs) / VIEWS;
    row(
      'edge: origin CPU per browser view (10 anonymous, 10 signed in)',
      ms(viewCpu - idlePerView),
      '≤ 2×',
      ms(floor.cpuOneAtATime),
    );
    row('  and the idle origins over the same time (health probes)', `+ ${ms(idlePerView)}`, '');
    row('  origin requests per browser view', (fromOrigins.length / VIEWS).toFixed(1), '');
    row(
      '  on a cold edge and cold origins (the first views after a deploy)',
      ms((viewCpuBefore.warm - viewCpuBefore.cold) / VIEWS),
      '',
      ms(floor.cpuOneAtATime),
    );
    row(
      '  origin requests per browser view on a cold edge',
      (warmRound.length / VIEWS).toFixed(1),
      '',
    );
    if (process.env.BENCH_VERBOSE === '1') {
      console.log(
        `\nrequests of the browser views that reached an origin:\n${fromOrigins.join('\n')}`,
      );
    }
  } finally {
    stop(edge.child, ...origins.map((app) => app.child), mocks.child, redis.child);
  }
}

// 6. the slow phone (bench/slow-phone.mjs)
if (!EDGE_ONLY) {
  await slowPhone();
}

printTable();
