import { expect, test } from './support/mock-state.ts';

/**
 * The journal of what the mocks answered (docs/decisions/024-mock-journal-and-recording.md):
 * per mock session, each call with the part of the state that applied, read by a test with
 * `mockJournal()` and by QA in the scenario bar.
 */

test('the cart call took its own fault, the user call was healthy', async ({
  page,
  mockState,
  mockJournal,
}) => {
  await mockState('customer,site-api.cart:down');
  await page.goto('/');
  // the cart is asked by the page view's shopper answer, which the page starts as it loads
  await expect
    .poll(async () => (await mockJournal({ page: '/' })).map(({ call }) => call))
    .toContain('site-api.cart');
  const calls = await mockJournal({ page: '/' });
  expect(calls).toContainEqual(
    expect.objectContaining({
      call: 'site-api.cart',
      method: 'GET',
      path: '/cart?format=json',
      state: 'customer,site-api.cart:down',
      applied: 'call',
      part: 'site-api.cart:down',
      words: 'down (503), its own fault',
      status: 503,
    }),
  );
  expect(calls).toContainEqual(
    expect.objectContaining({ call: 'site-api.user', applied: 'healthy', status: 200 }),
  );
  // the page's own calls carry its request id
  expect(calls.find((each) => each.call === 'site-api.cart')?.requestId).toMatch(/\S/);
});

test('a slowness at the CMS time box is named so, in the journal and in the bar', async ({
  page,
  mockState,
  mockJournal,
}) => {
  await mockState('cms.banner:slow-2000');
  await page.goto('/');
  const past = 'slow (2000 ms), its own fault, past the 2 s time box: the page takes its fallback';
  expect(await mockJournal({ page: '/' })).toContainEqual(
    expect.objectContaining({ call: 'cms.banner', applied: 'call', words: past }),
  );
  const bar = page.locator('#mock-scenario-bar');
  await bar.getByRole('button', { name: /^Mocks:/ }).click();
  const list = bar.getByRole('list', { name: 'Calls for this page' });
  await expect(list.getByRole('listitem').filter({ hasText: 'cms.banner' })).toContainText(past);
});

test('a beacon is journalled for the page that sent it', async ({ page, mockJournal }) => {
  await page.goto('/science');
  await page.evaluate(() => navigator.sendBeacon('/dd_metrics/api/v2/rum', '{}'));
  await expect
    .poll(async () => (await mockJournal({ page: '/science' })).map(({ call }) => call))
    .toContain('monitoring.intake');
  expect(
    (await mockJournal()).filter(({ page: served }) => served?.startsWith('/dd_metrics')),
  ).toEqual([]);
});
