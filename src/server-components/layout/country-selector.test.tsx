import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { CountrySelector } from './country-selector.tsx';

const locales = [
  { localeCode: 'en-US', name: 'United States', countryCode: 'US', href: '/?locale=en-US' },
  { localeCode: 'en-CA', name: 'Canada', countryCode: 'CA', href: '/?locale=en-CA' },
];

// jsdom cannot navigate: a followed link is only reported
const stopNavigation = () => {
  const followed = vi.fn((event: MouseEvent) => event.preventDefault());
  document.addEventListener('click', followed);
  return () => document.removeEventListener('click', followed);
};

test('the current country, then one link per locale with its drawn flag and its name, said once', () => {
  const { container } = render(<CountrySelector locales={locales} current="en-CA" />);
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

test('an unknown current locale shows the placeholder', () => {
  const { container } = render(<CountrySelector locales={locales} current="fr-FR" />);
  expect(container.querySelector('summary')).toHaveTextContent('Select your country');
  expect(screen.queryByRole('link', { current: true })).toBeNull();
});

test('choosing en-US dispatches countryChange with en-US; another locale does not', async () => {
  const user = userEvent.setup();
  const restore = stopNavigation();
  const events: unknown[] = [];
  const listener = (event: Event) => events.push((event as CustomEvent).detail);
  document.addEventListener('countryChange', listener);
  render(<CountrySelector locales={locales} current="en-US" />);
  await user.click(screen.getByRole('link', { name: 'Canada (CAD $)' }));
  expect(events).toEqual([]);
  await user.click(screen.getByRole('link', { name: 'United States (USD $)' }));
  expect(events).toEqual(['en-US']);
  document.removeEventListener('countryChange', listener);
  restore();
});

test('Escape closes the open list from a country and hands focus back to the summary', async () => {
  const user = userEvent.setup();
  const { container } = render(<CountrySelector locales={locales} current="en-US" />);
  const details = container.querySelector('details');
  const summary = container.querySelector('summary');
  await user.click(summary!);
  expect(details).toHaveAttribute('open');
  screen.getByRole('link', { name: 'Canada (CAD $)' }).focus();
  await user.keyboard('{Escape}');
  expect(details).not.toHaveAttribute('open');
  expect(summary).toHaveFocus();
});
