import { expect, test } from 'vitest';
import { oneInstanceOnFaultBackend } from './support/processes.ts';

/*
 * What a page view still does when its document comes from the render cache
 * (docs/decisions/013-render-cache.md, "What a hit still does";
 * docs/decisions/020-shared-documents.md), on a production build with the backends in a
 * process of their own. A view is what a browser makes: the shared document, then the
 * shopper's own answer, `/api/shopper?page=…`. Above all referral capture
 * (docs/behaviour.md#referral): every view with a code is reported once, with that visitor's
 * cookies, whether its document was rendered or cached; a document alone reports nothing.
 */
const servers = oneInstanceOnFaultBackend({
  RENDER_CACHE_SECONDS: '60',
});

/** A full page load by visitor `visitor`, with a cookie of its own. */
const load = async (path: string, visitor: string) => {
  const response = await fetch(`${servers.storefront.url}${path}`, {
    headers: { accept: 'text/html', cookie: `visitor=${visitor}` },
    redirect: 'manual',
  });
  // read whole, so the page is complete (and kept) before the next load
  const html = await response.text();
  return Object.assign(response, { html });
};

/** A page view as a browser makes it: the shared document, then the shopper's own answer. */
const view = async (path: string, visitor: string) => {
  const document = await load(path, visitor);
  const shopper = await fetch(
    `${servers.storefront.url}/api/shopper?page=${encodeURIComponent(path)}`,
    { headers: { cookie: `visitor=${visitor}` } },
  );
  expect(shopper.status).toBe(200);
  await shopper.text();
  return document;
};

/** The visitors whose report of `code` reached the site API, once every expected one came. */
const reportsOf = async (code: string, expected: number) => {
  const reported = () =>
    servers.backends.requests.siteApi.flatMap((request, index) =>
      request === `POST /customer/referrer/${code}`
        ? [servers.backends.cookies.siteApi[index]]
        : [],
    );
  await expect.poll(() => reported().length, { timeout: 10_000 }).toBeGreaterThanOrEqual(expected);
  return reported().sort();
};

const visitors = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`);

/** Loads `path` until the render cache serves it; the visitors that loaded it. */
const warmUp = async (path: string) => {
  const loaded: string[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const visitor = `warm-up-${attempt}`;
    loaded.push(visitor);
    if ((await load(path, visitor)).headers.get('x-render-cache') === 'hit') {
      return loaded;
    }
  }
  throw new Error(`${path} never came from the render cache`);
};

test('visitors one after another: each view reported once with its own cookies, rendered or cached', async () => {
  const path = '/science?refCode=ABC123';
  const caches: (string | null)[] = [];
  for (const visitor of visitors(6, 'one-by-one-')) {
    const response = await view(path, visitor);
    expect(response.status).toBe(200);
    caches.push(response.headers.get('x-render-cache'));
  }
  // the first complete render is kept, and the loads after it are served from the cache
  expect(caches[0]).toBe('miss');
  expect(caches.slice(-3)).toEqual(['hit', 'hit', 'hit']);
  expect(await reportsOf('ABC123', 6)).toEqual(
    visitors(6, 'one-by-one-').map((visitor) => `visitor=${visitor}`),
  );
});

test('10 visitors at once, all served from the cache: 10 reports, none for the documents alone', async () => {
  const path = '/science?refCode=TEN-AT-ONCE';
  // documents without their shopper answer: a crawler, a prefetch; nobody's view
  await warmUp(path);
  const responses = await Promise.all(
    visitors(10, 'together-').map((visitor) => view(path, visitor)),
  );
  expect(responses.map((response) => response.headers.get('x-render-cache'))).toEqual(
    Array(10).fill('hit'),
  );
  expect(await reportsOf('TEN-AT-ONCE', 10)).toEqual(
    visitors(10, 'together-')
      .map((visitor) => `visitor=${visitor}`)
      .sort(),
  );
});

test('a page load that a route rule redirects keeps its code for the page it lands on', async () => {
  const response = await load('/shop?affid=REDIRECTED', 'redirected');
  expect(response.status).toBe(301);
  const landing = new URL(response.headers.get('location') ?? '', servers.storefront.url);
  expect(landing.searchParams.get('refCode')).toBe('REDIRECTED');
  await view(`${landing.pathname}${landing.search}`, 'redirected');
  expect(await reportsOf('REDIRECTED', 1)).toEqual(['visitor=redirected']);
});

test('a hit is the shared document; the shopper answer sets this visitor’s locale and personalisation cookies', async () => {
  const path = '/science?locale=en-CA&hit-cookies=1';
  await warmUp(path);
  const response = await load(path, 'cookies');
  expect(response.headers.get('x-render-cache')).toBe('hit');
  expect(response.headers.getSetCookie()).toEqual([]);
  expect(response.headers.get('x-request-id')).toMatch(/.+/);
  expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+/);
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toMatch(/'sha256-[^']+'/);
  expect(csp).not.toMatch(/'nonce-/);

  const shopper = await fetch(
    `${servers.storefront.url}/api/shopper?page=${encodeURIComponent(path)}`,
    { headers: { cookie: 'visitor=cookies' } },
  );
  expect(shopper.headers.get('cache-control')).toBe('private, no-store');
  expect(shopper.headers.getSetCookie()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^locale=en-CA;/),
      expect.stringMatching(/^_dyid_server=/),
    ]),
  );
});

test('ad and campaign parameters share one cache entry, and no page repeats them', async () => {
  await warmUp('/science?gclid=FIRST-CLICK&utm_source=news');
  const second = await load('/science?gclid=SECOND-CLICK&fbclid=OTHER-CLICK', 'ads');
  expect(second.headers.get('x-render-cache')).toBe('hit');
  expect(second.html).not.toMatch(/FIRST-CLICK|SECOND-CLICK|OTHER-CLICK|utm_source/);
  expect(second.html).toContain(
    '<link rel="canonical" href="https://www.lumen-nutrition.com/science?locale=en-US"/>',
  );
});
