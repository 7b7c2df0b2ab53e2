import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { CountrySelector, localeTarget } from './country-selector.tsx';

const locales = [
  { localeCode: 'en-US', name: 'United States', countryCode: 'US' },
  { localeCode: 'en-CA', name: 'Canada', countryCode: 'CA' },
  {
    localeCode: 'en-GB',
    name: 'United Kingdom',
    countryCode: 'GB',
    domain: 'uk.lumen-nutrition.com',
  },
];

afterEach(() => {
  vi.restoreAllMocks();
});

test('the placeholder and one option per locale with its flag and name', () => {
  render(<CountrySelector locales={locales} current="fr-FR" />);
  const select = screen.getByRole('combobox', { name: 'Country' });
  expect(select).toHaveDisplayValue('Select your country');
  expect(screen.getByRole('option', { name: '🇨🇦 Canada' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: '🇺🇸 United States' })).toBeInTheDocument();
});

test('a locale goes to its domain if it has one, else here with ?locale=', () => {
  const here = new URL('https://www.lumen-nutrition.com/science?ref=x');
  expect(localeTarget(locales[1]!, here)).toBe('/science?ref=x&locale=en-CA');
  expect(localeTarget(locales[2]!, here)).toBe(
    'https://uk.lumen-nutrition.com/science?ref=x&locale=en-GB',
  );
});

test('choosing en-US dispatches countryChange with en-US', async () => {
  const user = userEvent.setup();
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    assign,
    href: 'http://localhost:3000/',
  });
  const events: unknown[] = [];
  document.addEventListener(
    'countryChange',
    (event) => events.push((event as CustomEvent).detail),
    { once: true },
  );
  render(<CountrySelector locales={locales} current="en-CA" />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'en-US');
  expect(events).toEqual(['en-US']);
  expect(assign).toHaveBeenCalledWith('/?locale=en-US');
});

test('choosing another locale navigates without the countryChange event', async () => {
  const user = userEvent.setup();
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    ...window.location,
    assign,
    href: 'http://localhost:3000/',
  });
  const listener = vi.fn();
  document.addEventListener('countryChange', listener);
  render(<CountrySelector locales={locales} current="en-US" />);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'en-CA');
  expect(listener).not.toHaveBeenCalled();
  expect(assign).toHaveBeenCalledWith('/?locale=en-CA');
  document.removeEventListener('countryChange', listener);
});
