import { readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { priceContextValue } from '../../src/lib/shopper/server/price-context.ts';
import { freeLoopbackPort } from '../support/free-port.ts';
import { publishScience, sendWebhook, WEBHOOK_SECRET } from './support/cms-webhook.ts';
import {
  startFaultBackend,
  storefrontEnvOn,
  type FaultBackend,
  type Mode,
} from '../support/fault-backend.ts';
import {
  startEdge,
  startRedis,
  startStorefront,
  type Edge,
  type Storefront,
} from './support/processes.ts';

/*
 * `npm run edge` (Varnish 7.1 with xkey, edge/storefront.vcl) in front of two production
 * instances on one Redis, their backends served from this process, the CMS publish webhook purging it through EDGE_PURGE_URLS
 * (docs/decisions/021-http-cache-in-front.md). `x-edge-cache` says what answered a request.
 */
const setup = {} as {
  redis: Awaited<ReturnType<typeof startRedis>>;
  backends: FaultBackend;
  first: Storefront;
  second: Storefront;
};
const servers = setup;
// the origins sign price contexts with it; this edge is given none, so a session's first
// view is not passed (the mixed loads' signed-in shoppers are returning ones)
const PRICE_CONTEXT_SECRET = 'edge-test-price-context-secret-0123456789';
const PROFESSIONAL = priceContextValue('PROFESSIONAL', PRICE_CONTEXT_SECRET) ?? '';
let edge: Edge;

beforeAll(async () => {
  const edgePort = await freeLoopbackPort();
  setup.redis = await startRedis();
  // backends in this process, the storefronts in theirs: production with mocks off, so the
  // documents are what a shop's are (the mock layer's own session cookie is not in them)
  setup.backends = await startFaultBackend();
  const env = storefrontEnvOn(setup.backends, {
    CACHE_URL: setup.redis.url,
    // two cores shared by many processes: a slow answer here is load, not an outage
    CACHE_TIMEOUT_MS: '3000',
    CMS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    EDGE_PURGE_URLS: `http://127.0.0.1:${edgePort}/`,
    PRICE_CONTEXT_SECRET,
  });
  [setup.first, setup.second] = await Promise.all([startStorefront(env), startStorefront(env)]);
  edge = await startEdge([setup.first.url, setup.second.url], {
    port: edgePort,
    env: { MONITORING_INTAKE_URL: env.MONITORING_INTAKE_URL },
  });
});

afterAll(async () => {
  await edge?.stop();
  await Promise.all([setup.first?.stop(), setup.second?.stop()]);
  await setup.backends?.close();
  await setup.redis?.stop();
});

const PAGES = ['/', '/science', '/welcome', '/blocks/forms', '/blocks/carousels'];
const LOCALES = ['en-US', 'en-CA'];

/**
 * The n-th page load of a mixed set: five pages, two locales, one shopper in five signed in
 * (a session cookie the edge never forwards), each a new visitor with cookies of their own and ad or
 * referral parameters in the address.
 */
const mixedLoad = (n: number) => {
  const path = PAGES[n % PAGES.length]!;
  const locale = LOCALES[Math.floor(n / PAGES.length) % LOCALES.length]!;
  const signedIn = n % 5 === 4;
  const query = [
    `utm_source=ad-${n}`,
    `gclid=click-${n}`,
    ...(n % 3 === 0 ? [`refCode=R${n}`] : []),
  ];
  const cookies = [
    `locale=${locale}`,
    `_ga=GA1.1.${n}`,
    `visitor=${n}`,
    ...(signedIn ? [`JSESSIONID=signed-in-${n}`] : []),
  ];
  return fetch(`${edge.url}${path}?${query.join('&')}`, {
    headers: { accept: 'text/html', cookie: cookies.join('; ') },
  });
};

const edgeCache = (response: Response) => response.headers.get('x-edge-cache');

/**
 * Loads a page through the edge until the edge keeps it: an instance's first render of a
 * page, or one slowed past the shell deadline by a loaded machine, streams and is private
 * (docs/decisions/020-shared-documents.md), and the edge keeps only public answers. A
 * purged copy is served stale while one fetch in the background replaces it: a tenth of a
 * second between tries leaves it time.
 */
const warm = async (path: string, cookie = '') => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await fetch(`${edge.url}${path}`, {
      headers: { accept: 'text/html', cookie },
    });
    await response.text();
    if (edgeCache(response) === 'hit') {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the edge never kept ${path}`);
};

const stopOrigins = () => Promise.all([servers.first.stop(), servers.second.stop()]);

test('mixed page loads are answered by the edge, never with a Set-Cookie', async () => {
  // a warm site: each page in each locale kept once
  for (const path of PAGES) {
    for (const locale of LOCALES) {
      await warm(path, `locale=${locale}`);
    }
  }
  const answers: { status: number; cache: string | null; setCookie: boolean }[] = [];
  for (let start = 0; start < 200; start += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const response = await mixedLoad(start + index);
        await response.text();
        return {
          status: response.status,
          cache: edgeCache(response),
          setCookie: response.headers.has('set-cookie'),
        };
      }),
    );
    answers.push(...batch);
  }
  const hits = answers.filter((answer) => answer.cache === 'hit').length;
  console.info(`edge: ${hits} of ${answers.length} page loads answered by Varnish`);
  expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
  // a shared answer (kept at the edge) never carries a cookie
  expect(answers.filter((answer) => answer.cache !== 'pass' && answer.setCookie)).toEqual([]);
  expect(hits / answers.length).toBeGreaterThanOrEqual(0.95);
});

const page = async (path: string) => {
  const response = await fetch(`${edge.url}${path}`, { headers: { accept: 'text/html' } });
  return { response, body: await response.text() };
};

/** What the CMS sends when the announcement banner, on every page, is published. */
const publishBanner = {
  modelName: 'announcement-banner',
  operation: 'publish',
  newValue: { id: 'announcement-banner-free-shipping', data: {} },
  previousValue: null,
};

/**
 * Loads `path` through the edge until it shows `text`: a purged copy is served once more
 * while one fetch refreshes it in the background. A bounded number of tries, a tenth of a
 * second apart.
 */
const untilShown = async (path: string, text: string) => {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { body } = await page(path);
    if (body.includes(text)) {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never showed ${text}`);
};

/** The requests for `path` the two origins have taken so far. */
const originRequests = (path: string) =>
  [servers.first, servers.second]
    .flatMap((origin) => origin.logs())
    .filter((line) => line.msg === 'request started' && line.path === path).length;

test('a publish is shown through the edge at once and leaves the others cached', async () => {
  await warm('/science');
  await warm('/welcome');
  setup.backends.edit('cms', 'Our science |', 'Our science, published |');
  const webhook = await sendWebhook(servers.first.url, publishScience);
  expect(webhook.status).toBe(200);
  expect(await webhook.json()).toMatchObject({ purged: { edges: { purged: 1, failed: 0 } } });
  await untilShown('/science', 'Our science, published |');
  const welcome = await page('/welcome');
  expect(edgeCache(welcome.response)).toBe('hit');
});

// the CMS unable to give a page whole: past its time box, failing fast, hung
const CMS_FAULTS: { name: string; mode: Mode }[] = [
  { name: 'slow', mode: { slowMs: 2_500 } },
  { name: 'failing', mode: 'status-503' },
  { name: 'hung', mode: 'hung' },
];
// each publish changes a text of the page: its title, or the banner's words
const PUBLISHES = [
  { name: 'a page', body: publishScience, text: { now: 'Our science' } },
  { name: 'a layout', body: publishBanner, text: { now: 'Free US shipping' } },
];

test.each(CMS_FAULTS.flatMap((fault) => PUBLISHES.map((publish) => ({ fault, publish }))))(
  'with the CMS $fault.name after $publish.name publish, shoppers get the last good page from the edge, then the new one',
  async ({ fault, publish: { body: publish, text } }) => {
    await warm('/science');
    const kept = await page('/science');
    await setup.backends.set('cms', fault.mode);
    const published = `${text.now} ${fault.name}`;
    setup.backends.edit('cms', text.now, published);
    text.now = published;
    expect((await sendWebhook(servers.first.url, publish)).status).toBe(200);
    const before = originRequests('/science');
    const views = await Promise.all(Array.from({ length: 30 }, () => page('/science')));
    // the copy, from the edge, while one fetch at most tries the origins
    expect(views.map(({ response }) => response.status)).toEqual(views.map(() => 200));
    expect(views.filter(({ body }) => body !== kept.body)).toEqual([]);
    expect(views.map(({ response }) => edgeCache(response))).toEqual(views.map(() => 'stale'));
    expect(originRequests('/science') - before).toBeLessThanOrEqual(1);
    // a refresh that brought no whole page left the copy: still the last good page
    const again = await page('/science');
    expect(again.body).toBe(kept.body);
    await setup.backends.set('cms', 'ok');
    await untilShown('/science', published);
  },
);

test('a kept copy goes out with an id of its own, not the id of the request that fetched it', async () => {
  await fetch(`${edge.url}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': 'cms:path:page:/blocks/forms' },
  });
  // fetched, and kept, by requests that name their own id
  let kept = false;
  for (let attempt = 0; attempt < 20 && !kept; attempt += 1) {
    const response = await fetch(`${edge.url}/blocks/forms`, {
      headers: { accept: 'text/html', 'x-request-id': 'chosen-by-a-stranger' },
    });
    await response.text();
    kept = edgeCache(response) === 'hit';
  }
  expect(kept).toBe(true);
  const [first, second] = await Promise.all([page('/blocks/forms'), page('/blocks/forms')]);
  const ids = [first, second].map(({ response }) => response.headers.get('x-request-id'));
  expect(ids[0]).not.toBe('chosen-by-a-stranger');
  expect(ids[0]).toMatch(/^edge-/);
  expect(ids[1]).not.toBe(ids[0]);
  expect(first.response.headers.has('x-render-cache')).toBe(false);
});

test("with no copy at the edge, an origin's error reaches the shopper as its own page", async () => {
  // a page no origin has rendered yet (else the origin serves the last it kept), published
  // (the origins' CMS caches forget it), and no copy at the edge
  const path = '/products/reviews';
  const publish = {
    ...publishScience,
    newValue: { id: 'page-reviews', query: [], data: { url: path } },
  };
  expect((await sendWebhook(servers.first.url, publish)).status).toBe(200);
  await fetch(`${edge.url}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': `cms:path:page:${path}` },
  });
  await setup.backends.set('cms', 'status-503');
  try {
    const unavailable = await page(path);
    expect(unavailable.response.status).toBe(503);
    expect(unavailable.response.headers.get('retry-after')).toBe('30');
    expect(unavailable.body).toContain('Temporarily unavailable');
  } finally {
    await setup.backends.set('cms', 'ok');
  }
  const failed = await page('/500');
  expect(failed.response.status).toBe(500);
  expect(failed.body).toContain('<title>');
  expect(failed.body).not.toContain('Varnish');
});

/**
 * A page load through the edge from a client that takes no gzip (a monitor, a bot, a tool:
 * node:http sends no Accept-Encoding): its status, who answered, its text, and how many
 * answers the CMS had sent when the first of it arrived.
 */
type IdentityLoad = {
  status: number | undefined;
  cache: unknown;
  text: string;
  cmsAnswersAtFirstRead: number | undefined;
};
const identityLoad = (path: string) =>
  new Promise<IdentityLoad>((resolve, reject) => {
    const { port } = new URL(edge.url);
    request({ host: '127.0.0.1', port, path, headers: { accept: 'text/html' } }, (response) => {
      let text = '';
      let cmsAnswersAtFirstRead: number | undefined;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        cmsAnswersAtFirstRead ??= setup.backends.answered.cms.length;
        text += chunk;
      });
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          cache: response.headers['x-edge-cache'],
          text,
          cmsAnswersAtFirstRead,
        }),
      );
    })
      .on('error', reject)
      .end();
  });

test('a client without gzip gets the shell of a page the edge has no copy of before its content', async () => {
  // the page was published (the origins forget its content) and the edge holds no copy
  setup.backends.edit('cms', 'Welcome to Lumen', 'Welcome to Lumen, streamed');
  const publish = {
    ...publishScience,
    newValue: { id: 'page-welcome', query: [], data: { url: '/welcome' } },
  };
  expect((await sendWebhook(servers.first.url, publish)).status).toBe(200);
  await fetch(`${edge.url}/`, {
    method: 'PURGE',
    headers: { 'xkey-purge': 'cms:path:page:/welcome' },
  });
  // its content is slow to come: the origin streams the page's shell first
  // (docs/decisions/011-streaming-shell.md)
  await setup.backends.set('cms', { slowMs: 1_500 });
  try {
    const { status, cache, text, cmsAnswersAtFirstRead } = await identityLoad('/welcome');
    expect(status).toBe(200);
    // streamed, so private: passed on, not kept
    expect(cache).toBe('pass');
    expect(text).toContain('Welcome to Lumen, streamed');
    // the shell reached the client before the CMS had answered the origin
    expect(setup.backends.answered.cms.length).toBeGreaterThan(0);
    expect(cmsAnswersAtFirstRead).toBe(0);
  } finally {
    await setup.backends.set('cms', 'ok');
  }
});

test('a random query parameter is the kept page, asking no origin, and is not repeated in it', async () => {
  await warm('/welcome');
  const before = originRequests('/welcome');
  // `q` too: only the search address reads it
  const busters = Array.from(
    { length: 20 },
    (_, n) => `${n % 2 === 0 ? 'cb' : 'q'}=${n}-${Math.random()}`,
  );
  const views = await Promise.all(busters.map((buster) => page(`/welcome?${buster}`)));
  expect(views.map(({ response }) => edgeCache(response))).toEqual(busters.map(() => 'hit'));
  expect(originRequests('/welcome') - before).toBe(0);
  expect(views.filter(({ body }, n) => body.includes(busters[n]!))).toEqual([]);
});

test('in mock mode, the search stand-in shows its query, and either mock state cookie name reaches the origin, through the edge', async () => {
  // no backend named: the offline storefront, whose stand-in answers /search
  // (mocks/pages/stand-in-pages.ts); the search address keeps `q` (src/lib/tracking-params.ts)
  const offline = await startStorefront();
  const offlineEdge = await startEdge([offline.url], { env: { MOCKS: 'on' } });
  try {
    const search = async (query: string) => {
      const response = await fetch(`${offlineEdge.url}/search?utm_source=ad&q=${query}`, {
        headers: { accept: 'text/html' },
      });
      return response.text();
    };
    expect(await search('omega')).toContain('Query: “omega”');
    expect(await search('magnesium')).toContain('Query: “magnesium”');
    expect(await search('omega')).not.toContain('utm_source');
    // the mock state's cookie, under its name and its old one (docs/qa.md#old-names-still-read)
    const status = async (cookie: string) =>
      (await fetch(`${offlineEdge.url}/science`, { headers: { accept: 'text/html', cookie } }))
        .status;
    expect(await status('')).toBe(200);
    expect(await status('mock-state=cms-down')).toBe(503);
    expect(await status('mock-scenario=cms-down')).toBe(503);
  } finally {
    await offlineEdge.stop();
    await offline.stop();
  }
});

test('a random mock state cookie in front of production origins is the kept page, asking no origin', async () => {
  await warm('/welcome');
  const before = originRequests('/welcome');
  const views = await Promise.all(
    Array.from({ length: 5 }, async () => {
      const response = await fetch(`${edge.url}/welcome`, {
        headers: {
          accept: 'text/html',
          cookie: `mock-state=random-${Math.random()}; mock-scenario=random-${Math.random()}`,
        },
      });
      await response.text();
      return edgeCache(response);
    }),
  );
  expect(views).toEqual(views.map(() => 'hit'));
  expect(originRequests('/welcome') - before).toBe(0);
});

/** Loads /welcome through the edge naming `host`; what answered it. */
const welcomeAt = (host: string) =>
  new Promise<unknown>((resolve, reject) => {
    const { port } = new URL(edge.url);
    const headers = { host, accept: 'text/html' };
    request({ host: '127.0.0.1', port, path: '/welcome', headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.headers['x-edge-cache']));
    })
      .on('error', reject)
      .end();
  });

test('a Host no page differs by is the kept page, asking no origin', async () => {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if ((await welcomeAt('www.lumen-nutrition.com')) === 'hit') {
      break;
    }
  }
  const before = originRequests('/welcome');
  const caches = await Promise.all(
    [`x${Math.random()}.example`, 'evil.example:8443'].map((host) => welcomeAt(host)),
  );
  expect(caches).toEqual(['hit', 'hit']);
  expect(originRequests('/welcome') - before).toBe(0);
});

/** `count` cookies of about `size` bytes each, as one Cookie header. */
const manyCookies = (count: number, size: number) =>
  Array.from({ length: count }, (_, n) => `consent_${n}=${'v'.repeat(size)}`).join('; ');

test('a shopper with many cookies gets the pages, and a page that says what to do past the limit', async () => {
  // 60 cookies of 150 bytes: 9.5 kB, over Varnish's default 8 kB, under an origin's 16 kB
  const cookie = manyCookies(60, 150);
  const shown = await fetch(`${edge.url}/science`, { headers: { accept: 'text/html', cookie } });
  await shown.text();
  expect(shown.status).toBe(200);
  const own = await fetch(`${edge.url}/api/shopper?page=/science`, { headers: { cookie } });
  await own.text();
  expect(own.status).toBe(200);
  // past what an origin reads: its 431, with words, through the edge and without it
  const tooMany = manyCookies(120, 150);
  for (const url of [`${edge.url}/api/shopper?page=/science`, `${servers.first.url}/science`]) {
    const refused = await fetch(url, { headers: { accept: 'text/html', cookie: tooMany } });
    expect(refused.status).toBe(431);
    expect(await refused.text()).toContain("Clear this site's cookies");
  }
});

test("a file is one copy for every shopper, whatever a shopper's cookies", async () => {
  const file = async (cookie: string) => {
    const response = await fetch(`${edge.url}/favicon.svg`, { headers: { cookie } });
    await response.text();
    return edgeCache(response);
  };
  expect(await file('locale=en-US')).toBe('miss');
  expect(await file('locale=en-CA; mock-state=customer; JSESSIONID=s-1')).toBe('hit');
  expect(await file('')).toBe('hit');
});

/** A page load through the edge with these cookies: who answered, whether it rendered, its HTML. */
const load = async (path: string, cookie: string) => {
  const response = await fetch(`${edge.url}${path}`, { headers: { accept: 'text/html', cookie } });
  return {
    html: await response.text(),
    cache: edgeCache(response),
    rendered: edgeCache(response) !== 'hit' && response.headers.get('x-render-cache') !== 'hit',
    setCookie: response.headers.get('set-cookie') ?? '',
  };
};

// /blocks/carousels: the public $39.00 is the PROFESSIONAL group's $31.20
test("a professional's document has the group's prices and is a hit for the next professional", async () => {
  await warm('/blocks/carousels', `price-context=${PROFESSIONAL}; JSESSIONID=professional`);
  const next = await load('/blocks/carousels', `price-context=${PROFESSIONAL}; JSESSIONID=other`);
  expect(next.cache).toBe('hit');
  expect(next.html).toContain('$31.20');
  expect(next.html).not.toContain('$39.00');
  await warm('/blocks/carousels');
  const anyone = await load('/blocks/carousels', '');
  expect(anyone.html).toContain('$39.00');
  expect(anyone.html).not.toContain('$31.20');
  // signed out (no session any more), the group's own value stays in the browser a while:
  // the edge drops it, and the shopper gets the public document from its copy
  const signedOut = await load('/blocks/carousels', `price-context=${PROFESSIONAL}`);
  expect(signedOut.cache).toBe('hit');
  expect(signedOut.html).toContain('$39.00');
  expect(signedOut.html).not.toContain('$31.20');
});

test('a forged or random price context gets the public document and no origin render after the first', async () => {
  await warm('/blocks/carousels');
  const signature = PROFESSIONAL.split('.')[1];
  const forged = (n: number) =>
    n % 2 === 0 ? `WHOLESALE.${signature}` : `PROFESSIONAL.random${n}`;
  // without a session the edge drops any group's value: its copy of the public page
  for (let n = 0; n < 4; n += 1) {
    const answer = await load('/blocks/carousels', `price-context=${forged(n)}`);
    expect(answer.cache).toBe('hit');
    expect(answer.html).toContain('$39.00');
    expect(answer.html).not.toContain('$31.20');
  }
  // with one, the origin finds the value is not its own: the public page from its render
  // cache, the value cleared in the browser, nothing kept for it
  const answers = [];
  for (let n = 0; n < 6; n += 1) {
    answers.push(await load('/blocks/carousels', `price-context=${forged(n)}; JSESSIONID=s-${n}`));
  }
  for (const answer of answers) {
    expect(answer.html).toContain('$39.00');
    expect(answer.html).not.toContain('$31.20');
    expect(answer.setCookie).toMatch(/^price-context=; Max-Age=0;/);
    expect(answer.cache).not.toBe('hit');
  }
  expect(answers.slice(1).filter((answer) => answer.rendered)).toEqual([]);
});

test("a session's first view passes to an origin, which sets its context; the next view is shared", async () => {
  const learning = await startEdge([servers.first.url], { env: { PRICE_CONTEXT_SECRET } });
  try {
    const first = await fetch(`${learning.url}/welcome`, {
      headers: { accept: 'text/html', cookie: 'JSESSIONID=first-view' },
    });
    await first.text();
    expect(edgeCache(first)).toBe('pass');
    // the site API's user here is signed out: the public prices' context
    expect(first.headers.get('set-cookie')).toMatch(/^price-context=public;/);
    const after = async () => {
      const response = await fetch(`${learning.url}/welcome`, {
        headers: { accept: 'text/html', cookie: 'JSESSIONID=first-view; price-context=public' },
      });
      await response.text();
      return edgeCache(response);
    };
    expect(await after()).not.toBe('pass');
  } finally {
    await learning.stop();
  }
});

test('a monitoring beacon goes from the edge to the intake as an origin sends it, asking no origin', async () => {
  const beacon = (query: string) =>
    fetch(`${edge.url}/dd_metrics/api/v2/rum?${query}`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        cookie: 'JSESSIONID=secret-session; locale=en-CA',
        authorization: 'Bearer secret',
        'x-forwarded-host': 'evil.example',
      },
      body: '{"type":"view"}',
    });
  const path = '/dd_metrics/api/v2/rum';
  const before = originRequests(path);
  const intakeBefore = setup.backends.requests.siteApi.length;
  const sent = await beacon('ddsource=browser&dd-request-id=r1&_dd.api=fetch');
  expect(sent.status).toBe(202);
  expect(edgeCache(sent)).toBe('intake');
  expect(originRequests(path) - before).toBe(0);
  expect(setup.backends.requests.siteApi.slice(intakeBefore)).toEqual(['POST /intake/api/v2/rum']);
  const [headers] = setup.backends.headers.siteApi.slice(intakeBefore);
  expect(headers).toMatchObject({ 'content-type': 'text/plain', 'content-length': '15' });
  expect(headers?.['x-request-id']).toMatch(/^edge-/);
  for (const name of ['cookie', 'authorization', 'x-forwarded-host', 'x-forwarded-for']) {
    expect(headers?.[name]).toBeUndefined();
  }
  // a parameter the SDK never sends: the origin's endpoint, which drops it, sends it on
  const other = await beacon('ddsource=browser&cb=1');
  expect(other.status).toBe(202);
  expect(edgeCache(other)).toBe('pass');
  expect(originRequests(path) - before).toBe(1);
  expect(setup.backends.requests.siteApi.slice(intakeBefore)).toHaveLength(2);
});

test.each([
  ['redirects', 307],
  ['cannot be reached', 0],
])('a beacon the edge sends to an intake that %s is answered 502', async (_, status) => {
  // an intake of this test's own: it redirects (never followed), or its port is closed
  const intake = createServer((_request, response) => {
    response.writeHead(status, { location: 'http://127.0.0.1:9/elsewhere', 'set-cookie': 'a=b' });
    response.end();
  });
  const port = await freeLoopbackPort();
  if (status !== 0) {
    await new Promise<void>((resolve) => intake.listen(port, '127.0.0.1', resolve));
  }
  const beaconEdge = await startEdge([servers.first.url], {
    env: { MONITORING_INTAKE_URL: `http://127.0.0.1:${port}/intake` },
  });
  try {
    const sent = await fetch(`${beaconEdge.url}/dd_metrics/api/v2/rum?ddsource=browser`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
      redirect: 'manual',
    });
    expect(sent.status).toBe(502);
    expect(sent.headers.get('set-cookie')).toBeNull();
    expect(await sent.text()).toBe('Bad Gateway');
  } finally {
    await beaconEdge.stop();
    intake.close();
  }
});

test('the edge refuses a purge from an address it does not allow', async () => {
  const closed = await startEdge([servers.first.url], { env: { EDGE_PURGE_ALLOW: 'none' } });
  try {
    const refused = await fetch(`${closed.url}/`, {
      method: 'PURGE',
      headers: { 'xkey-softpurge': 'cms' },
    });
    expect(refused.status).toBe(403);
    // a loopback caller of the default edge may
    const allowed = await fetch(`${edge.url}/`, {
      method: 'PURGE',
      headers: { 'xkey-softpurge': 'cms:path:page:/nowhere' },
    });
    expect(allowed.status).toBe(200);
  } finally {
    await closed.stop();
  }
});

test('the configuration keeps a copy at least a minute past its freshness', () => {
  const vcl = readFileSync('edge/storefront.vcl', 'utf8');
  expect(vcl).toMatch(/if \(beresp\.grace < 60s\) \{\s*set beresp\.grace = 60s;/);
});

// last two: they stop the origins
test('with every origin down, the last copy of a page is served', async () => {
  await warm('/welcome');
  const kept = await fetch(`${edge.url}/welcome`, { headers: { accept: 'text/html' } });
  const keptBody = await kept.text();
  expect(edgeCache(kept)).toBe('hit');
  await stopOrigins();
  // even marked stale by a publish that came meanwhile
  await fetch(`${edge.url}/`, {
    method: 'PURGE',
    headers: { 'xkey-softpurge': 'cms:path:page:/welcome' },
  });
  const served = await fetch(`${edge.url}/welcome`, { headers: { accept: 'text/html' } });
  expect(served.status).toBe(200);
  expect(await served.text()).toBe(keptBody);
});

test('with every origin down, a page never kept is answered at once, not held', async () => {
  await stopOrigins();
  const unknown = await fetch(`${edge.url}/never-seen-${Date.now()}`);
  expect(unknown.status).toBe(503);
  expect(unknown.headers.get('retry-after')).toBe('5');
  expect(await unknown.text()).toMatch(/please try again in a moment/i);
  // and the shopper's own requests, which are never kept
  const own = await fetch(`${edge.url}/api/shopper?page=/`);
  expect(own.status).toBe(503);
});
