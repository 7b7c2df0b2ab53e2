import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { SHOPPER_REQUEST_SCRIPT } from '../../server-components/page-wide/shopper-request.tsx';
import { server } from '../../../mocks/dom-test-server.ts';
import {
  groupPricesStore,
  hidePricesUntilLoaded,
  loadGroupPrices,
} from '../../lib/group-prices.ts';
import { GROUP_PRICES_KEY, PRICES_PENDING_ATTRIBUTE } from '../../lib/price-markers.ts';
import { GroupPrice, GroupPricedLink } from './group-price.tsx';

afterEach(() => {
  groupPricesStore.set({});
  sessionStorage.clear();
  document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);
  vi.useRealTimers();
});

const OMEGA = 'LN-OMEGA3-60';

/** Whether the page's prices are hidden, awaiting the shopper's own. */
const pricesHidden = () => document.documentElement.hasAttribute(PRICES_PENDING_ATTRIBUTE);

const answerPrices = (prices: Record<string, string>, status = 200) => {
  const asked: URL[] = [];
  server.use(
    http.get('*/api/shopper/prices', ({ request }) => {
      asked.push(new URL(request.url));
      return status === 200 ? HttpResponse.json({ prices }) : new HttpResponse(null, { status });
    }),
  );
  return asked;
};

const card = () =>
  render(
    <>
      <GroupPricedLink
        href="/p/omega-3"
        sku={OMEGA}
        price="$34.00"
        labelParts={['Omega-3 Fish Oil', '$34.00', '4.8 Stars']}
      >
        Omega-3 Fish Oil
      </GroupPricedLink>
      <GroupPrice sku={OMEGA} price="$34.00" />
    </>,
  );

test("a professional sees the group's price, and the card's label says it", async () => {
  document.documentElement.lang = 'en-US';
  const asked = answerPrices({ [OMEGA]: '$27.20' });
  card();
  expect(screen.getByText('$34.00')).toHaveAttribute('data-price-sku', OMEGA);
  await act(() => loadGroupPrices(true));
  expect(screen.getByText('$27.20')).toBeInTheDocument();
  expect(screen.getByRole('link')).toHaveAccessibleName('Omega-3 Fish Oil, $27.20, 4.8 Stars');
  // the SKUs on the page, once each, in the page's locale
  expect(asked.map((url) => url.search)).toEqual([`?locale=en-US&skus=${OMEGA}`]);
  expect(sessionStorage.getItem(GROUP_PRICES_KEY)).toBe('1');
});

test('a shopper of the public group asks nothing, and a signed-out one loses the group prices', async () => {
  const asked = answerPrices({ [OMEGA]: '$27.20' });
  card();
  act(() => groupPricesStore.set({ [OMEGA]: '$27.20' }));
  sessionStorage.setItem(GROUP_PRICES_KEY, '1');
  await act(() => loadGroupPrices(false));
  expect(screen.getByText('$34.00')).toBeInTheDocument();
  expect(asked).toEqual([]);
  expect(sessionStorage.getItem(GROUP_PRICES_KEY)).toBeNull();
});

test('a failed request shows the public prices again: the hide ends', async () => {
  answerPrices({}, 503);
  card();
  document.documentElement.setAttribute(PRICES_PENDING_ATTRIBUTE, '');
  await act(() => loadGroupPrices(true));
  expect(pricesHidden()).toBe(false);
  expect(screen.getByText('$34.00')).toBeInTheDocument();
});

// the very text the document's head runs, run as the document would
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script under test is a string
const runHeadScript = () => (new Function(SHOPPER_REQUEST_SCRIPT) as () => void)();

test.each([
  ["a page load's head script", runHeadScript],
  ['an in-app navigation', hidePricesUntilLoaded],
])('%s hides the prices of a tab whose shopper had their own, for 3 s at most', (_, hidePrices) => {
  vi.useFakeTimers();
  vi.spyOn(window, 'fetch').mockReturnValue(new Promise(() => {}));
  hidePrices();
  // a shopper of the public group: nothing to wait for
  expect(pricesHidden()).toBe(false);
  sessionStorage.setItem(GROUP_PRICES_KEY, '1');
  hidePrices();
  expect(pricesHidden()).toBe(true);
  // the request never answers, the page's modules never run: the hide still ends
  vi.advanceTimersByTime(3000);
  expect(pricesHidden()).toBe(false);
});
