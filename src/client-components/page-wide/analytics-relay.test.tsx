import { render } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { shopperFor } from '../../lib/shopper/browser/shopper.testing.ts';
import { shopperStore } from '../../lib/shopper/browser/shopper-client.ts';
import { AnalyticsRelay } from './analytics-relay.tsx';

vi.mock('waku/router/client-core', () => ({
  useRouterHost_UNSTABLE: () => ({ route: { path: '/science', query: '' } }),
}));

const dataLayer = () => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
afterEach(() => {
  shopperStore.set(undefined);
  delete (window as Window & { dataLayer?: unknown[] }).dataLayer;
});

const visitor = {
  customerId: '42',
  priceGroup: 'retail',
  isAffiliateClient: false,
  locale: 'en-US',
};

test('a logged-in visitor is pushed, then the page view, then relayed messages', async () => {
  shopperStore.set(shopperFor({ signedIn: true, visitor }));
  render(<AnalyticsRelay />);
  await vi.waitFor(() => expect(dataLayer()).toHaveLength(2));
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: window.location.origin,
      data: { type: 'datalayer-push', event: 'quizDone' },
    }),
  );
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: 'https://evil.example',
      data: { type: 'datalayer-push', event: 'forged' },
    }),
  );
  await vi.waitFor(() =>
    expect(dataLayer()).toEqual([
      { event: 'visitorAttributes', ...visitor },
      { event: 'pageView', pagePath: '/science' },
      'quizDone',
    ]),
  );
});

test('an anonymous visitor gets a page view and no visitor attributes', async () => {
  render(<AnalyticsRelay />);
  await vi.waitFor(() =>
    expect(dataLayer()).toEqual([{ event: 'pageView', pagePath: '/science' }]),
  );
});
