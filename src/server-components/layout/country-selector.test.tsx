import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { server } from '../../../mocks/server/dom-test-server.ts';
import { shopperFor } from '../../lib/shopper/browser/shopper.testing.ts';
import { CountrySelector } from './country-selector.tsx';

const locales = [
  { localeCode: 'en-US', name: 'United States', countryCode: 'US', href: '/?locale=en-US' },
  { localeCode: 'en-CA', name: 'Canada', countryCode: 'CA', href: '/?locale=en-CA' },
];

// the country list's island comes with the layout's others (src/client-components/layout-islands.ts),
// as on a page: the shopper's answer they ask for once the page is idle is an anonymous one
beforeEach(() => {
  server.use(http.get('*/api/shopper', () => HttpResponse.json(shopperFor())));
});

/**
 * The selector as a page shows it once its island is in: the footer's islands load after the
 * page's load (src/client-components/footer/deferred-footer.tsx).
 */
const renderSelector = async (current: string) => {
  const view = render(<CountrySelector locales={locales} current={current} />);
  await screen.findAllByRole('link');
  return view;
};

// jsdom cannot navigate: a followed link is only reported
const stopNavigation = () => {
  const followed = vi.fn((event: MouseEvent) => event.preventDefault());
  document.addEventListener('click', followed);
  return () => document.removeEventListener('click', followed);
};

test('the current country, then one link per locale with its drawn flag and its name, said once', async () => {
  const { container } = await renderSelector('en-CA');
  expect(container.querySelector('summary')).toHaveTextContent('Country: Canada');
  const list = screen.getByRole('list');
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/?locale=en-US', '/?locale=en-CA']);
  expect(within(list).getByRole('link', { name: 'Canada (CAD $)' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // flags are pictures beside the name, not emoji and not said again
  expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(3);
  expect(container.textContent).not.toMatch(/\p{Regional_Indicator}/u);
});

test('an unknown current locale shows the placeholder', async () => {
  const { container } = await renderSelector('fr-FR');
  expect(container.querySelector('summary')).toHaveTextContent('Select your country');
  expect(screen.queryByRole('link', { current: true })).toBeNull();
});

test('choosing en-US dispatches countryChange with en-US; another locale does not', async () => {
  const user = userEvent.setup();
  const restore = stopNavigation();
  const events: unknown[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent).detail);
  document.addEventListener('countryChange', listener);
  await renderSelector('en-US');
  await user.click(screen.getByRole('link', { name: 'Canada (CAD $)' }));
  expect(events).toEqual([]);
  await user.click(screen.getByRole('link', { name: 'United States (USD $)' }));
  expect(events).toEqual(['en-US']);
  document.removeEventListener('countryChange', listener);
  restore();
});

test('Escape closes the open list from a country and hands focus back to the summary', async () => {
  const user = userEvent.setup();
  const { container } = await renderSelector('en-US');
  const details = container.querySelector('details');
  const summary = container.querySelector('summary');
  await user.click(summary!);
  expect(details).toHaveAttribute('open');
  screen.getByRole('link', { name: 'Canada (CAD $)' }).focus();
  await user.keyboard('{Escape}');
  expect(details).not.toHaveAttribute('open');
  expect(summary).toHaveFocus();
});
