import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { createFooterData } from '../../../fixtures/cms-layout.ts';
import { server } from '../../../mocks/server/dom-test-server.ts';
import { cartQuantityStore } from '../../lib/cart-quantity.ts';
import { DEFAULT_COUNTRY } from '../../lib/locale.ts';
import { shopperFor } from '../../lib/shopper/browser/shopper.testing.ts';
import type { LayoutData } from './load-layout-data.ts';
import { MinimalFooter, MinimalHeader } from './minimal-layout.tsx';

const data: LayoutData = {
  country: { ...DEFAULT_COUNTRY, testingEnabled: true, taiaEnabled: true },
  locale: 'en-US',
  locales: [
    { localeCode: 'en-US', name: 'United States', countryCode: 'US', href: '/?locale=en-US' },
    { localeCode: 'en-CA', name: 'Canada', countryCode: 'CA', href: '/?locale=en-CA' },
  ],
  banner: undefined,
  navigation: undefined,
  footer: createFooterData(),
};

// the layout's islands ask for the shopper's answer once the page is idle, as on a page
// (src/client-components/page-wide/shopper-sync.tsx): an anonymous one
beforeEach(() => {
  server.use(http.get('*/api/shopper', () => HttpResponse.json(shopperFor())));
});

test('the minimal header holds the logo, linking home, and the cart link, nothing else', () => {
  // the count the browser stored (docs/behaviour.md#states)
  cartQuantityStore.set(2);
  render(<MinimalHeader data={data} />);
  const header = screen.getByRole('banner');
  expect(
    within(header)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/', '/cart']);
  expect(within(header).getByRole('link', { name: 'Lumen Nutrition home' })).toBeVisible();
  expect(within(header).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  // even where the country has tests and chat
  expect(within(header).queryByRole('navigation')).toBeNull();
  expect(within(header).queryByRole('searchbox')).toBeNull();
  expect(within(header).queryByRole('button')).toBeNull();
});

test('the minimal footer: country selector, policy links and disclaimer, no signup', async () => {
  render(<MinimalFooter data={data} />);
  const footer = screen.getByRole('contentinfo');
  // the country list's island loads after the page's load (src/client-components/footer/deferred-footer.tsx)
  expect(await within(footer).findByRole('link', { name: 'Canada (CAD $)' })).toHaveAttribute(
    'href',
    '/?locale=en-CA',
  );
  const policies = within(footer).getByRole('navigation', { name: 'Policies' });
  expect(
    within(policies)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Privacy Policy', 'Terms of Use', 'Accessibility']);
  expect(footer).toHaveTextContent(
    '*These statements have not been evaluated by the Food and Drug Administration.',
  );
  expect(within(footer).queryByRole('textbox')).toBeNull();
  expect(within(footer).queryByText('Stay in the know')).toBeNull();
  expect(within(footer).queryByRole('heading')).toBeNull();
});
