import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { SHOPPER_REQUEST_SCRIPT } from '../../server-components/page-wide/shopper-request.tsx';
import { server } from '../../../mocks/server/dom-test-server.ts';
import { groupPricesStore } from '../../lib/shopper/browser/shopper-client.ts';
import {
  hidePricesUntilLoaded,
  loadGroupPrices,
} from '../../lib/shopper/browser/load-group-prices.ts';
import {
  GROUP_PRICES_KEY,
  PRICES_PENDING_ATTRIBUTE,
  PRICES_UNAVAILABLE_ATTRIBUTE,
} from '../../lib/price-markers.ts';
import { GroupPrice, GroupPricedLink } from './group-price.tsx';

afterEach(() => {
  groupPricesStore.set({ prices: {}, unavailable: false });
  localStorage.clear();
  document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);
  document.documentElement.removeAttribute(PRICES_UNAVAILABLE_ATTRIBUTE);
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

/** The price area on screen (the link's name holds the price too, visually hidden). */
const priceArea = () => document.querySelector(`[data-price-sku="${OMEGA}"]`);

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
  expect(priceArea()).toHaveTextContent('$34.00');
  await act(() => loadGroupPrices(true));
  expect(priceArea()).toHaveTextContent('$27.20');
  expect(screen.getByRole('link')).toHaveAccessibleName('Omega-3 Fish Oil, $27.20, 4.8 Stars');
  // the SKUs on the page, once each, in the page's locale
  expect(asked.map((url) => url.search)).toEqual([`?locale=en-US&skus=${OMEGA}`]);
  expect(localStorage.getItem(GROUP_PRICES_KEY)).toBe('1');
});

test('a shopper of the public group asks nothing, and a signed-out one loses the group prices', async () => {
  const asked = answerPrices({ [OMEGA]: '$27.20' });
  card();
  act(() => groupPricesStore.set({ prices: { [OMEGA]: '$27.20' }, unavailable: false }));
  localStorage.setItem(GROUP_PRICES_KEY, '1');
  await act(() => loadGroupPrices(false));
  expect(priceArea()).toHaveTextContent('$34.00');
  expect(screen.getByRole('link')).toHaveAccessibleName(/^Omega-3 Fish Oil, \$34\.00/);
  expect(asked).toEqual([]);
  expect(localStorage.getItem(GROUP_PRICES_KEY)).toBeNull();
});

const WORDS = 'Your price could not be loaded. Reload the page to try again.';

/** Whether the price areas say the shopper's own could not be had. */
const pricesUnavailable = () => document.documentElement.hasAttribute(PRICES_UNAVAILABLE_ATTRIBUTE);

test.each([
  ['answers 503', () => answerPrices({}, 503)],
  ['fails', () => server.use(http.get('*/api/shopper/prices', () => HttpResponse.error()))],
  [
    'answers off contract',
    () => server.use(http.get('*/api/shopper/prices', () => HttpResponse.json({ prices: 3 }))),
  ],
])(
  'a price request that %s leaves words in the price area and the label, never the public price',
  async (_, answer) => {
    answer();
    card();
    await act(() => loadGroupPrices(true));
    expect(pricesHidden()).toBe(false);
    expect(pricesUnavailable()).toBe(true);
    expect(screen.queryByText('$34.00')).not.toBeInTheDocument();
    expect(priceArea()).toHaveTextContent(WORDS);
    expect(screen.getByRole('link')).toHaveAccessibleName(`Omega-3 Fish Oil, ${WORDS}, 4.8 Stars`);
    // a later page's prices that do come put them in place
    answerPrices({ [OMEGA]: '$27.20' });
    await act(() => loadGroupPrices(true));
    expect(pricesUnavailable()).toBe(false);
    expect(priceArea()).toHaveTextContent('$27.20');
  },
);

test('prices not answered within 3 s are said to be unavailable; a late answer puts them in place', async () => {
  vi.useFakeTimers();
  let respond = () => {};
  server.use(
    http.get(
      '*/api/shopper/prices',
      () =>
        new Promise<Response>((resolve) => {
          respond = () => resolve(HttpResponse.json({ prices: { [OMEGA]: '$27.20' } }));
        }),
    ),
  );
  card();
  let loaded: Promise<void> = Promise.resolve();
  act(() => {
    loaded = loadGroupPrices(true);
  });
  expect(pricesHidden()).toBe(true);
  await act(() => vi.advanceTimersByTimeAsync(3000));
  expect(pricesHidden()).toBe(false);
  expect(pricesUnavailable()).toBe(true);
  expect(screen.getByRole('link')).toHaveAccessibleName(`Omega-3 Fish Oil, ${WORDS}, 4.8 Stars`);
  respond();
  await act(() => loaded);
  expect(pricesUnavailable()).toBe(false);
  expect(priceArea()).toHaveTextContent('$27.20');
  expect(screen.getByRole('link')).toHaveAccessibleName('Omega-3 Fish Oil, $27.20, 4.8 Stars');
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
  localStorage.setItem(GROUP_PRICES_KEY, '1');
  hidePrices();
  expect(pricesHidden()).toBe(true);
  // the request never answers, the page's modules never run: the hide still ends, with
  // words in place of the public prices
  vi.advanceTimersByTime(3000);
  expect(pricesHidden()).toBe(false);
  expect(pricesUnavailable()).toBe(true);
});
