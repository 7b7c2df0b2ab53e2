import { expect, test, type Page } from '@playwright/test';
import { chatListening, gotoHydrated, hydrated } from './helpers/hydration.ts';
import { serverLog } from './helpers/server-log.ts';
import { addressOfChunk } from './helpers/built-files.ts';

/**
 * A window message as the chat frame or a tag would post it, from a chosen origin. Dispatched
 * on the next task, as a real postMessage is, so a message that navigates the page cannot tear
 * down the evaluation that sent it.
 */
const postMessageFrom = (page: Page, origin: string, data: unknown) =>
  page.evaluate(
    ([from, payload]) => {
      setTimeout(() =>
        window.dispatchEvent(new MessageEvent('message', { origin: from, data: payload })),
      );
    },
    [origin, data] as const,
  );

const openHome = async (page: Page) => {
  await gotoHydrated(page, '/');
  await chatListening(page);
  return new URL(page.url()).origin;
};

test('a referral code with CR/LF is reported once, cleaned', async ({ request }) => {
  const log = serverLog();
  // the page's own request for the shopper's parts reports it (docs/decisions/020-shared-documents.md)
  await request.get(`/api/shopper?page=${encodeURIComponent('/science?refCode=ab\r\ncd_e')}`);
  await expect.poll(log.since).toContain('[mocks] referral reported: /customer/referrer/abcd_e');
  expect(log.since().match(/referral reported/g)).toHaveLength(1);
});

test('analytics messages are relayed only from our own origin, with a datalayer-push event', async ({
  page,
}) => {
  const origin = await openHome(page);
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { relayed: unknown[] }).relayed = seen;
    window.addEventListener('trackEvent', (event) => seen.push((event as CustomEvent).detail));
  });
  await postMessageFrom(page, 'https://evil.example', {
    type: 'datalayer-push',
    event: { event: 'foreign' },
  });
  await postMessageFrom(page, origin, { type: 'other', event: { event: 'wrong-type' } });
  await postMessageFrom(page, origin, { type: 'datalayer-push' });
  await postMessageFrom(page, origin, { type: 'datalayer-push', event: { event: 'promoView' } });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { relayed: unknown[] }).relayed))
    .toEqual([{ event: 'promoView' }]);
});

/** Paths the page's main frame requested: as a document load, or as an in-app RSC fetch. */
const recordLoads = (page: Page) => {
  const documents: string[] = [];
  const rscFetches: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.frame() !== page.mainFrame()) {
      return;
    }
    if (request.isNavigationRequest()) {
      documents.push(url.pathname);
    } else if (url.pathname.startsWith('/RSC/R/')) {
      rscFetches.push(url.pathname);
    }
  });
  return { documents, rscFetches };
};

test('a chat redirect to javascript: is refused; a foreign-origin chat message is ignored', async ({
  page,
}) => {
  const origin = await openHome(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(message.text());
    }
  });
  const loads = recordLoads(page);
  await postMessageFrom(page, origin, {
    type: 'REDIRECT_URL',
    url: 'javascript:alert(document.cookie)',
  });
  await postMessageFrom(page, 'https://evil.example', {
    type: 'REDIRECT_URL',
    url: '/blocks/forms',
  });
  // handled in order: once this one has navigated, the two before it were handled too
  await Promise.all([
    page.waitForURL('**/science'),
    postMessageFrom(page, origin, { type: 'REDIRECT_URL', url: `${origin}/science` }),
  ]);
  expect(loads.documents).toEqual(['/science']);
  expect(loads.rscFetches.filter((path) => path.includes('blocks'))).toEqual([]);
  // an attempted javascript: navigation would have been reported by the browser
  expect(errors.filter((text) => /javascript/i.test(text))).toEqual([]);
});

test('a chat redirect to a path navigates in the app and reloads; to an http(s) address, fully', async ({
  page,
}) => {
  const origin = await openHome(page);
  const loads = recordLoads(page);
  // the in-app navigation fetches the page's RSC payload; the reload is a second document load
  await Promise.all([
    page.waitForURL('**/science'),
    page.waitForRequest(
      (request) => request.isNavigationRequest() && request.frame() === page.mainFrame(),
    ),
    page.waitForEvent('load'),
    postMessageFrom(page, origin, { type: 'REDIRECT_URL', url: '/science' }),
  ]);
  expect(loads.rscFetches).toEqual(['/RSC/R/science.txt']);
  expect(loads.documents).toEqual(['/science']);
  // the reloaded page's chat listens again only once the shopper's answer says it shows
  await hydrated(page);
  await chatListening(page);
  await Promise.all([
    page.waitForURL('**/blocks/forms'),
    postMessageFrom(page, origin, { type: 'REDIRECT_URL', url: `${origin}/blocks/forms` }),
  ]);
  expect(loads.documents).toEqual(['/science', '/blocks/forms']);
  expect(loads.rscFetches).toEqual(['/RSC/R/science.txt']);
});

test('a chat redirect to a page that is not there shows the 404 page, in the app and reloaded', async ({
  page,
}) => {
  const origin = await openHome(page);
  const loads = recordLoads(page);
  const [, , reload] = await Promise.all([
    page.waitForURL('**/no/such/page'),
    page.waitForEvent('load'),
    page.waitForResponse(
      (response) =>
        response.request().isNavigationRequest() && response.request().frame() === page.mainFrame(),
    ),
    postMessageFrom(page, origin, { type: 'REDIRECT_URL', url: '/no/such/page' }),
  ]);
  // the payload's 404 sends the router to the 404 page's own payload; the push settles
  expect(loads.rscFetches).toEqual(['/RSC/R/no/such/page.txt', '/RSC/R/404.txt']);
  expect(reload.status()).toBe(404);
  await expect(page.locator('main#main h1')).toHaveText('Page Not Found');
});

test('the chat adds to the cart: success and missing product id', async ({ page }) => {
  const origin = await openHome(page);
  await postMessageFrom(page, origin, { type: 'ADDTOCART_CLICK', productId: 1001 });
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await postMessageFrom(page, origin, { type: 'ADDTOCART_CLICK' });
  await expect(page.getByText('Failed to add to cart')).toBeVisible();
});

test('the chat is on the page for a US shopper: script, stylesheet and frame from /taia/', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('script[src="/taia/chat.js"]')).toHaveCount(1);
  await expect(page.locator('link[rel="stylesheet"][href="/taia/chat.css"]')).toHaveCount(1);
  await expect(page.locator('iframe[data-chat-frame]')).toHaveAttribute('src', /\/taia\//);
  await expect(page.getByRole('button', { name: 'Chat with Lumi' })).toHaveCount(1);
});

/**
 * Holds back the browser chunk `name`: `requested` resolves once
 * the page asks for it, and `release` lets it load.
 */
const holdModule = async (page: Page, name: string) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let markRequested = () => {};
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(`**${addressOfChunk(name)}`, async (route) => {
    markRequested();
    await held;
    await route.continue();
  });
  return { requested, release };
};

test("messages that come before the chat's and the relay's code are handled once it arrives, in order", async ({
  page,
}) => {
  // the handling loads with the first message or once the page is idle
  // (docs/decisions/014-browser-code-on-first-use.md); until then, messages wait
  const chatCode = await holdModule(page, 'chat-frame');
  const relayCode = await holdModule(page, 'analytics-messages');
  const origin = await openHome(page);
  const chatButton = page.getByRole('button', { name: 'Chat with Lumi' });
  await expect(chatButton).toBeVisible();
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { relayed: unknown[] }).relayed = seen;
    window.addEventListener('trackEvent', (event) => seen.push((event as CustomEvent).detail));
  });
  await postMessageFrom(page, origin, { type: 'datalayer-push', event: { event: 'first' } });
  await postMessageFrom(page, origin, { type: 'FROM_IFRAME', payload: { minimised: false } });
  await postMessageFrom(page, origin, { type: 'ADDTOCART_CLICK', productId: 1001 });
  await postMessageFrom(page, origin, { type: 'datalayer-push', event: { event: 'second' } });
  await postMessageFrom(page, origin, { type: 'FROM_IFRAME', payload: { minimised: true } });
  await postMessageFrom(page, origin, { type: 'FROM_IFRAME', payload: { minimised: false } });
  // each message was received (the first asked for the code), and none handled yet
  await Promise.all([chatCode.requested, relayCode.requested]);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  expect(await page.evaluate(() => (window as unknown as { relayed: unknown[] }).relayed)).toEqual(
    [],
  );
  await expect(chatButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('Item added to cart!')).toHaveCount(0);

  relayCode.release();
  chatCode.release();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { relayed: unknown[] }).relayed))
    .toEqual([{ event: 'first' }, { event: 'second' }]);
  // the last of the panel's messages said open
  await expect(chatButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Item added to cart!')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test("a toast that comes before the toast's code shows and is announced once it arrives", async ({
  page,
}) => {
  // the toast's look and timer load with the first toast; the status region is there before
  const toastCode = await holdModule(page, 'toast-item');
  const origin = await openHome(page);
  await expect(page.getByRole('button', { name: 'Chat with Lumi' })).toBeVisible();
  await postMessageFrom(page, origin, { type: 'ADDTOCART_CLICK' });
  await toastCode.requested;
  const status = page.getByRole('status').filter({ hasText: 'Failed to add to cart' });
  await expect(status).toHaveCount(0);
  toastCode.release();
  await expect(status).toBeVisible();
  await expect(status.getByRole('button', { name: 'Close' })).toBeVisible();
});
