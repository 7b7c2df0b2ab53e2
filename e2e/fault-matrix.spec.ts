import type { APIResponse } from '@playwright/test';
import { ShopperSchema, type Shopper } from '../contracts/shopper.ts';
import type { MockCall } from '../mocks/handlers/mock-calls.ts';
import { serverLog } from './helpers/server-log.ts';
import { expect, test } from './support/mock-state.ts';

/**
 * The fault matrix (docs/behaviour.md#failures, docs/qa.md#the-fault-matrix): every call the server
 * makes for a page view, each in turn down, slow past its time box, answering off its contract
 * and answering empty, set with one `mockState` line on the offline server. Each row is one page
 * view, the shared document and the shopper's own answer (`/api/shopper`,
 * docs/decisions/020-shared-documents.md), and asserts the documented fallback; no page and no
 * answer is a 500.
 */

type Page = {
  status: number;
  headers: Record<string, string>;
  html: string;
  ms: number;
  shopper: Shopper;
  /** how long the shopper's answer took */
  shopperMs: number;
};
type Kind = 'down' | 'slow' | 'breaking' | 'empty';
const KINDS: readonly Kind[] = ['down', 'slow', 'breaking', 'empty'];

// past each time box (docs/behaviour.md#failures: site API 1.5 s, CMS 2 s, personalisation
// 0.8 s), inside the page budget of 2.5 s
const SLOW = { 'site-api': 'slow-2000', cms: 'slow-2400', personalisation: 'slow-1200' };

const HOME_CONTENT = 'Third-party tested';
const UNAVAILABLE = 'This page is taking a break';
const BANNER = 'Free US shipping';
const NAVIGATION = 'New Arrivals';
const FOOTER = 'Privacy Policy';
const FOOTER_COLUMN = 'Open a Dispensary';
const NOINDEX = '<meta name="robots" content="noindex"/>';

type Row = {
  call: MockCall;
  path: string;
  /** the state's other parts: what makes the call's fallback visible */
  given?: string;
  /** the documented fallback, for this kind of fault */
  fallback: (page: Page, kind: Kind) => void;
};

const expectLayoutWithout = (page: Page, missing: string) => {
  expect(page.status).toBe(200);
  expect(page.html).not.toContain(missing);
  for (const part of [BANNER, NAVIGATION, FOOTER, HOME_CONTENT].filter(
    (each) => each !== missing,
  )) {
    expect(page.html).toContain(part);
  }
};

const ROWS: Row[] = [
  {
    call: 'site-api.user',
    path: '/',
    given: 'customer',
    // the account unknown (the browser keeps what it knew; docs/behaviour.md#failures), not
    // signed out; an empty answer is a visitor nobody signed in as
    fallback: (page, kind) => {
      expect(page.status).toBe(200);
      expect(page.shopper.signedIn).toBe(kind === 'empty' ? false : null);
      expect(page.shopper.initials).toBe('');
    },
  },
  {
    call: 'site-api.cart',
    path: '/',
    given: 'full-cart',
    // the badge keeps the count the browser stored (the answer gives none), or shows the
    // empty cart an empty answer is
    fallback: (page, kind) => {
      expect(page.status).toBe(200);
      expect(page.shopper.cartQuantity).toBe(kind === 'empty' ? 0 : null);
    },
  },
  {
    call: 'site-api.countries',
    path: '/',
    given: 'canada',
    // the page goes on with the default locales; a failure is logged (an empty list is none)
    fallback: (page) => {
      expect(page.status).toBe(200);
      expect(page.html).toContain(HOME_CONTENT);
      expect(page.html).toContain('lang="en-US"');
    },
  },
  {
    call: 'site-api.products',
    path: '/',
    // the carousel's product cards are left out; the page goes on
    fallback: (page) => {
      expect(page.status).toBe(200);
      expect(page.html).toContain(HOME_CONTENT);
      expect(page.html).not.toMatch(/aria-label="Add [^"]+ to cart"/);
    },
  },
  {
    call: 'site-api.product',
    // a page whose Product Banner names a product no carousel of it asks for: the banner is
    // left out, the forms stay (on /blocks/carousels the banner's product also comes with the
    // carousels' batch call, so it shows whatever the single call does)
    path: '/blocks/forms',
    fallback: (page) => {
      expect(page.status).toBe(200);
      expect(page.html).not.toContain('Complete Multivitamin');
      expect(page.html).toContain('Join the waitlist');
    },
  },
  {
    call: 'site-api.referral',
    path: '/?refCode=QA123',
    // its answer is not read: neither the page nor the shopper's answer waits or fails
    fallback: (page) => {
      expect(page.status).toBe(200);
      expect(page.html).toContain(HOME_CONTENT);
      expect(page.shopperMs).toBeLessThan(1500);
    },
  },
  {
    call: 'personalisation.variations',
    path: '/',
    // no variations: the page as it is, without the chat its campaign gates
    fallback: (page) => {
      expect(page.status).toBe(200);
      expect(page.html).toContain(HOME_CONTENT);
      expect(page.shopper.chat).toBe(false);
    },
  },
  {
    call: 'cms.page',
    path: '/',
    // no entry: 404; a failure: 503 and the unavailable page; one known only after the
    // shell went out: the same message in place, under the 200 already sent
    fallback: (page, kind) => {
      if (kind === 'empty') {
        expect(page.status).toBe(404);
        expect(page.html).toContain('Page Not Found');
        return;
      }
      expect(page.status).toBe(kind === 'slow' ? 200 : 503);
      if (kind !== 'slow') {
        expect(page.headers['retry-after']).toBe('30');
      }
      expect(page.html).toContain(UNAVAILABLE);
      expect(page.html).toContain(NOINDEX);
    },
  },
  // a layout model missing or off contract: the layout goes without that part
  { call: 'cms.banner', path: '/', fallback: (page) => expectLayoutWithout(page, BANNER) },
  { call: 'cms.navigation', path: '/', fallback: (page) => expectLayoutWithout(page, NAVIGATION) },
  // the footer's CMS columns go; its built-in contact and policy links stay (src/lib/footer-links.ts)
  {
    call: 'cms.footer',
    path: '/',
    fallback: (page) => {
      expectLayoutWithout(page, FOOTER_COLUMN);
      expect(page.html).toContain(FOOTER);
    },
  },
];

const faultOf = (call: MockCall, kind: Kind) =>
  kind === 'slow' ? SLOW[call.slice(0, call.indexOf('.')) as keyof typeof SLOW] : kind;

const load = async (
  request: { get: (url: string, options: object) => Promise<APIResponse> },
  path: string,
) => {
  const started = Date.now();
  const response = await request.get(path, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  const html = await response.text();
  const ms = Date.now() - started;
  const asked = Date.now();
  const answer = await request.get(`/api/shopper?page=${encodeURIComponent(path)}`, {});
  expect(answer.status()).toBe(200);
  const shopper = ShopperSchema.parse(await answer.json());
  return {
    status: response.status(),
    headers: response.headers(),
    html,
    ms,
    shopper,
    shopperMs: Date.now() - asked,
  };
};

test('with every call healthy each page shows what the rows take away', async ({ context }) => {
  const home = await load(context.request, '/?mock=customer,full-cart');
  expect(home.status).toBe(200);
  for (const part of [HOME_CONTENT, BANNER, NAVIGATION, FOOTER]) {
    expect(home.html).toContain(part);
  }
  expect(home.shopper).toMatchObject({
    signedIn: true,
    initials: 'JR',
    cartQuantity: 6,
    chat: true,
  });
  expect(home.html).toMatch(/aria-label="Add [^"]+ to cart"/);
  const carousels = await load(context.request, '/blocks/carousels?mock=anonymous');
  expect(carousels.html).toContain('>Add to Cart</button>');
  // the Canadian's own locale comes with the shopper's answer, and the page loads again in it
  const canada = await load(context.request, '/?mock=canada');
  expect(canada.shopper).toMatchObject({ locale: 'en-CA', reloadForLocale: true });
});

for (const row of ROWS) {
  for (const kind of KINDS) {
    const fault = `${row.call}:${faultOf(row.call, kind)}`;
    test(`${fault}: the documented fallback, never a 500`, async ({ context, mockState }) => {
      await mockState([row.given, fault].filter(Boolean).join(','));
      const log = serverLog();
      const page = await load(context.request, row.path);
      expect(page.status).not.toBe(500);
      expect(page.html).toContain('Skip to main content');
      row.fallback(page, kind);
      if (row.call === 'site-api.countries' && kind !== 'empty') {
        expect(log.since()).toContain('Unable to fetch locales');
      }
    });
  }
}
