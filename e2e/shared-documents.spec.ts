import { expect, test } from './support/mock-state.ts';
import { keepHomeVariation } from './helpers/home-ab-test.ts';
import { gotoHydrated } from './helpers/hydration.ts';
import { serverLog } from './helpers/server-log.ts';

/**
 * One page for every shopper (docs/decisions/020-shared-documents.md): a page's document is
 * the same bytes whoever asks, holds nothing of any shopper, sets no cookie and says what an
 * HTTP cache may do with it; the shopper's own parts come from GET /api/shopper.
 */

const HTML = { accept: 'text/html' };

test('an anonymous, a signed-in shopper and a new visitor get the same document', async ({
  playwright,
  baseURL,
}) => {
  const fetchAs = async (cookie: string | undefined) => {
    const context = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    const response = await context.get('/science', {
      headers: { ...HTML, ...(cookie ? { cookie } : {}) },
    });
    const body = await response.text();
    const headers = response.headers();
    await context.dispose();
    return { body, headers };
  };
  const newVisitor = await fetchAs(undefined);
  const anonymous = await fetchAs('mock-session=shared-doc-anon; _dyid_server=4242');
  const signedIn = await fetchAs('mock-state=customer; mock-session=shared-doc-customer');
  // the mock state is part of the document's key: the same page for each state's shoppers
  const signedInAgain = await fetchAs('mock-state=customer; mock-session=another');
  // byte for byte: no nonce, no request id, nothing of anyone
  expect(anonymous.body).toBe(newVisitor.body);
  expect(signedInAgain.body).toBe(signedIn.body);
  for (const { body, headers } of [newVisitor, anonymous, signedIn]) {
    // the inline scripts are allowed by hash: a nonce sent to many would be none
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(headers['content-security-policy']).not.toContain('nonce');
    expect(body).not.toMatch(/nonce="[^"]/);
    expect(headers['set-cookie']).toBeUndefined();
    expect(headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(headers['cache-control']).toContain('stale-if-error=');
    expect(headers['xkey']?.split(' ')).toEqual(
      expect.arrayContaining(['cms', 'cms:model:page', 'cms:path:page:/science']),
    );
    // nothing of the signed-in shopper (mocks/state/mock-users.ts) is in any document
    expect(body).not.toContain('Jordan');
    expect(body).not.toContain('Sign Out');
  }
});

test('the shopper answer is private and holds the signed-in shopper', async ({
  page,
  mockState,
}) => {
  await mockState('customer');
  const response = await page.request.get('/api/shopper?page=%2Fscience');
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const shopper = (await response.json()) as { signedIn: boolean; accountMenu: unknown[] };
  expect(shopper.signedIn).toBe(true);
  expect(shopper.accountMenu.length).toBeGreaterThan(0);
  // a strange page address is no page
  expect((await page.request.get('/api/shopper?page=%2F%2Fevil.example')).status()).toBe(400);
  expect((await page.request.get(`/api/shopper?page=/${'a'.repeat(3000)}`)).status()).toBe(400);
  expect((await page.request.post('/api/shopper?page=%2F')).status()).toBe(405);
});

test('a known signed-in shopper sees the account menu with no "Sign In" first and no shift', async ({
  page,
  mockState,
}) => {
  await mockState('customer');
  // an earlier view on this browser left the header's parts stored (decision 025)
  await gotoHydrated(page, '/');
  // every state the account area paints, from the first paint
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { accountStates: string[] }).accountStates = seen;
    new MutationObserver(() => {
      const area = document.querySelector('[data-testid="account-area"]');
      const shown = [...(area?.querySelectorAll('a, button') ?? [])]
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => element.textContent ?? '')
        .join('|');
      if (area && seen.at(-1) !== shown) {
        seen.push(shown);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await gotoHydrated(page, '/science');
  const header = page.getByRole('navigation', { name: 'Main' });
  const area = page.getByTestId('account-area');
  const before = await area.boundingBox();
  await expect(header.getByRole('button', { name: /account/i })).toBeVisible();
  const after = await area.boundingBox();
  expect(after).toEqual(before);
  const states = await page.evaluate(
    () => (window as unknown as { accountStates: string[] }).accountStates,
  );
  expect(states.some((text) => text.includes('Sign In'))).toBe(false);
  // the cart count and the chat entry come with the same answer
  await expect(page.getByTestId('cart-badge')).not.toHaveText('');
});

test('an anonymous shopper sees "Sign In" once the answer is in', async ({ page }) => {
  await gotoHydrated(page, '/science');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
});

test('a referral code is reported once per page load, not for a HEAD nor a crawler', async ({
  page,
  request,
}) => {
  const log = serverLog();
  const shopperAnswers: Promise<unknown>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/shopper') {
      shopperAnswers.push(request.response());
    }
  });
  await gotoHydrated(page, '/science?refCode=SHARED1');
  await expect.poll(log.since).toContain('/customer/referrer/SHARED1');
  // the answer is in the header, so every request the page made for it has been sent; once
  // each is answered, a second report (the document's own request, or the page asking again)
  // would be in the log: one report for the load
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }),
  ).toBeVisible();
  await Promise.all(shopperAnswers);
  expect(shopperAnswers).toHaveLength(1);
  expect(log.since().match(/referrer\/SHARED1/g)).toHaveLength(1);

  await request.head('/science?refCode=SHARED2', { headers: HTML });
  await request.get('/api/shopper?page=%2Fscience%3FrefCode%3DSHARED3', {
    headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  });
  await request.get('/science?refCode=SHARED4', { headers: HTML });
  await request.get('/api/shopper?page=%2F%3FrefCode%3DSHARED5');
  await expect.poll(log.since).toContain('/customer/referrer/SHARED5');
  expect(log.since()).not.toContain('SHARED2');
  expect(log.since()).not.toContain('SHARED3');
  expect(log.since()).not.toContain('SHARED4');
});

test('?locale= picks the document and the answer sets the cookie; the account locale reloads once', async ({
  page,
  context,
  mockState,
}) => {
  const response = await page.request.get('/science?locale=en-CA', { headers: HTML });
  expect(await response.text()).toContain('lang="en-CA"');
  expect(response.headers()['set-cookie']).toBeUndefined();
  await gotoHydrated(page, '/science?locale=en-CA');
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value)
    .toBe('en-CA');

  await context.clearCookies();
  await mockState('canada');
  await page.goto('/science');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
});

test('a page under an A/B test shows one variation, the one its cookie keeps', async ({
  page,
  baseURL,
}) => {
  await keepHomeVariation(page, baseURL, 'page-home-variation-b');
  await gotoHydrated(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Feel the difference');
});
