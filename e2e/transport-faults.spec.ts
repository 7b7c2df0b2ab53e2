import { expect, test, type APIResponse } from '@playwright/test';
import {
  BACKENDS,
  FAULTS,
  type Fault,
  startFaultBackend,
  storefrontEnvOn,
  type Backend,
  type FaultBackend,
} from './support/fault-backend.ts';
import { startStorefront, type StorefrontServer } from './support/storefront-server.ts';
import { ShopperSchema } from '../contracts/shopper.ts';

/**
 * Transport faults (docs/behaviour.md#failures): the built server against real backends on
 * loopback ports, each backend in turn refused, hung, answering 500 or 503, malformed JSON,
 * JSON no contract accepts, or a truncated body: what no mock answer can be (a closed port,
 * a cut body). Every page keeps the shell and takes the documented fallback; no page
 * answers 500. Faults per call are in the fault matrix (fault-matrix.spec.ts).
 */

const PAGE_BUDGET_MS = 2500;
// a hang detector, not a speed test: the server must answer, well inside this
const ANSWER_WITHIN_MS = PAGE_BUDGET_MS + 2000;

// content of the home page entry (fixtures/cms-pages.ts) in every A/B variation: a
// value-proposition tile, since the hero's headline is what the test varies
const HOME_CONTENT = 'Third-party tested';
const UNAVAILABLE = 'This page is taking a break';
const NOINDEX = '<meta name="robots" content="noindex"/>';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
// a CMS answer that comes after the shell deadline, well inside its time box
const LATE = { slowMs: 800 };

let backends: FaultBackend;
let storefront: StorefrontServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  backends = await startFaultBackend();
  storefront = await startStorefront(
    storefrontEnvOn(backends, {
      // every request must meet the fault it is set up with, not a result kept from before
      CMS_PAGE_CACHE_SECONDS: '0',
      COUNTRIES_CACHE_SECONDS: '0',
      // nor a page kept from before, served in place of one whose content fails
      RENDER_CACHE_SECONDS: '0',
      PAGE_BUDGET_MS: String(PAGE_BUDGET_MS),
    }),
  );
});

test.afterAll(async () => {
  await storefront?.stop();
  await backends?.close();
});

test.beforeEach(async () => {
  await backends.setAll('ok');
});

const open = async (
  request: { get: (url: string, options: object) => Promise<APIResponse> },
  path: string,
  userAgent?: string,
) => {
  const response = await request.get(`${storefront.url}${path}`, {
    headers: { accept: 'text/html', ...(userAgent ? { 'user-agent': userAgent } : {}) },
    timeout: ANSWER_WITHIN_MS,
    maxRedirects: 0,
  });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
};

/** The shopper's own parts of a view of `path` (docs/decisions/020-shared-documents.md). */
const shopperAnswer = async (
  request: { get: (url: string, options: object) => Promise<APIResponse> },
  path: string,
) => {
  const response = await request.get(
    `${storefront.url}/api/shopper?page=${encodeURIComponent(path)}`,
    // a site-API session: without one, neither the shopper nor the cart is asked for
    { timeout: ANSWER_WITHIN_MS, headers: { cookie: 'JSESSIONID=transport-faults' } },
  );
  expect(response.status()).toBe(200);
  return ShopperSchema.parse(await response.json());
};

const expectShell = (html: string) => {
  expect(html).toContain('Skip to main content');
  expect(html).toMatch(/<header[\s>]/);
  expect(html).toMatch(/<footer[\s>]/);
};

test('with every backend up, the home page is whole: content, shopper, chat', async ({
  request,
}) => {
  const page = await open(request, '/');
  expect(page.status).toBe(200);
  expectShell(page.html);
  expect(page.html).toContain(HOME_CONTENT);
  // the same document for every shopper: a shared cache may keep it (a fresh instance's
  // first render may stream past the shell deadline, and a streamed page is private)
  expect((await open(request, '/')).headers['cache-control']).toMatch(/^public, /);
  expect(await shopperAnswer(request, '/')).toMatchObject({ signedIn: false, chat: true });
  expect((await open(request, '/no-such-page')).status).toBe(404);
});

/**
 * What the home page shows with `backend` failing. A CMS that fails by the shell deadline
 * makes a 503; one that hangs is still out when the page starts to stream, so the same
 * message streams in under a 200 (docs/behaviour.md#failures).
 */
const expectFallback: Record<
  Backend,
  (page: Awaited<ReturnType<typeof open>>, fault: Fault) => void
> = {
  // en-US; the shopper's answer below: anonymous, the cart badge from the browser's own count
  siteApi: (page) => {
    expect(page.status).toBe(200);
    expect(page.html).toContain(HOME_CONTENT);
    expect(page.html).toContain('lang="en-US"');
  },
  // a 503 the shopper may retry, in the layout, without backend detail
  cms: (page, fault) => {
    if (fault === 'hung') {
      expect(page.status).toBe(200);
      expect(page.headers['retry-after']).toBeUndefined();
      expect(page.html).toContain(NOINDEX);
    } else {
      expect(page.status).toBe(503);
      expect(page.headers['retry-after']).toBe('30');
    }
    expect(page.html).toContain(UNAVAILABLE);
    expect(page.html).toContain('href="/"');
    expect(page.html).not.toContain('The CMS answered');
    expect(page.html).not.toContain('backend failure');
  },
  // no variations: the page as it is; the shopper's answer below goes without the chat its
  // campaign gates
  personalisation: (page) => {
    expect(page.status).toBe(200);
    expect(page.html).toContain(HOME_CONTENT);
  },
};

for (const backend of BACKENDS) {
  for (const fault of FAULTS) {
    test(`${backend} ${fault}: the shell and the documented fallback, never a 500`, async ({
      request,
    }) => {
      await backends.set(backend, fault);
      const page = await open(request, '/');
      expect(page.status).not.toBe(500);
      expectShell(page.html);
      expectFallback[backend](page, fault);
      if (backend === 'personalisation') {
        expect(await shopperAnswer(request, '/')).toMatchObject({ chat: false });
      }
      if (backend === 'siteApi') {
        // the shopper's own answer: the account unknown (never signed out), the cart count
        // the browser stored (docs/behaviour.md#failures)
        expect(await shopperAnswer(request, '/')).toMatchObject({
          signedIn: null,
          cartQuantity: null,
        });
      }
      // an in-app navigation to the same page is no 500 either
      const navigation = await request.get(`${storefront.url}/RSC/R/_root.txt`, {
        timeout: ANSWER_WITHIN_MS,
      });
      expect(navigation.status()).not.toBe(500);
    });
  }
}

test('an unknown path while the CMS is down is a 503, not a 200 nor a 404: nobody can tell', async ({
  request,
}) => {
  await backends.set('cms', 'status-503');
  const page = await open(request, '/no-such-page');
  expect(page.status).toBe(503);
  expectShell(page.html);
});

test('with every backend hung the home page streams the shell at once, then the unavailable message', async ({
  page,
}) => {
  await backends.setAll('hung');
  const response = await page.goto(`${storefront.url}/`, { timeout: ANSWER_WITHIN_MS });
  // the status went out with the shell, before the CMS ran out of time
  expect(response?.status()).toBe(200);
  await expect(page.locator('header')).toHaveCount(1);
  await expect(page.locator('footer')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/');
});

test('a crawler waits for a hung CMS: the true 503, with nothing streamed', async ({ request }) => {
  await backends.set('cms', 'hung');
  const page = await open(request, '/', CRAWLER);
  expect(page.status).toBe(503);
});

test('a page the CMS has no entry for, known after the shell went out: not found in place, noindex', async ({
  request,
}) => {
  await backends.set('cms', LATE);
  const page = await open(request, '/no-such-page');
  expect(page.status).toBe(200);
  expectShell(page.html);
  expect(page.html).toContain('Page Not Found');
  expect(page.html).toContain(NOINDEX);
  // a crawler waits for the answer and gets the true 404
  expect((await open(request, '/no-such-page', CRAWLER)).status).toBe(404);
});

test('content that comes after the shell went out streams in whole', async ({ request }) => {
  await backends.set('cms', LATE);
  const page = await open(request, '/');
  expect(page.status).toBe(200);
  expect(page.html).toContain(HOME_CONTENT);
  expect(page.html).not.toContain(NOINDEX);
});

test('with every backend refused no page answers 500', async ({ request }) => {
  await backends.setAll('refused');
  for (const path of ['/', '/science', '/products/reviews', '/no-such-page', '/.env']) {
    expect((await open(request, path)).status, path).not.toBe(500);
  }
});
