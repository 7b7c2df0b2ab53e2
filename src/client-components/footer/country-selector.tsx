'use client';

import { css } from '@linaria/core';
import { useId, type ChangeEvent } from 'react';
import { colors } from '../../lib/theme.ts';
import { flagEmoji } from '../../components/icons/country-flag.tsx';

export type SelectableLocale = {
  localeCode: string;
  name: string;
  countryCode: string;
  domain?: string | undefined;
};

const select = css`
  padding: 0.55rem 2rem 0.55rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.paper};
  color: ${colors.ink};
`;

/**
 * Where choosing a locale takes the shopper: the same page, on the locale's own domain when
 * it has one, with ?locale= so that the server there applies it (docs/behaviour.md#states).
 */
export const localeTarget = (locale: SelectableLocale, current: URL) => {
  const target = new URL(current);
  target.searchParams.set('locale', locale.localeCode);
  return locale.domain
    ? `https://${locale.domain}${target.pathname}${target.search}`
    : `${target.pathname}${target.search}`;
};

/**
 * The footer's country selector (docs/behaviour.md#footer, #states): a flag and name per option; en-US
 * also dispatches the document event 'countryChange'; the server then applies the
 * locale (cookie) on the page the shopper lands on.
 */
export const CountrySelector = ({
  locales,
  current,
}: {
  locales: SelectableLocale[];
  current: string;
}) => {
  const id = useId();
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = locales.find((locale) => locale.localeCode === event.target.value);
    if (!chosen) {
      return;
    }
    if (chosen.localeCode === 'en-US') {
      document.dispatchEvent(new CustomEvent('countryChange', { detail: 'en-US' }));
    }
    window.location.assign(localeTarget(chosen, new URL(window.location.href)));
  };
  const known = locales.some((locale) => locale.localeCode === current);
  return (
    <div>
      <label htmlFor={id} className="visually-hidden">
        Country
      </label>
      <select id={id} className={select} value={known ? current : ''} onChange={handleChange}>
        <option value="" disabled>
          Select your country
        </option>
        {locales.map((locale) => (
          <option key={locale.localeCode} value={locale.localeCode}>
            {`${flagEmoji(locale.countryCode)} ${locale.name}`}
          </option>
        ))}
      </select>
    </div>
  );
};
