import { css } from '@linaria/core';
import { CountryDisclosure } from '../../client-components/layout-islands.ts';
import { CountryFlag } from '../../components/icons/country-flag.tsx';
import { currencyLabel } from '../../lib/price.ts';
import { colors } from '../../lib/theme.ts';
import type { LayoutData } from './load-layout-data.ts';

const selector = css`
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0.5rem 0.9rem 0.5rem 0.75rem;
    border: 1px solid ${colors.border};
    border-radius: 8px;
    background: ${colors.paper};
    color: ${colors.ink};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* the chevron turns when the list is open */
  summary::after {
    content: '';
    width: 0.45rem;
    height: 0.45rem;
    margin-left: 0.25rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-0.15rem) rotate(45deg);
  }
  &[open] summary::after {
    transform: translateY(0.1rem) rotate(-135deg);
  }
  && ul {
    margin-top: 0.5rem;
    gap: 0;
  }
  && ul a {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0 0.75rem;
    border-radius: 8px;
  }
  && ul a[aria-current='true'] {
    font-weight: 700;
  }
  && ul a span {
    color: ${colors.inkMuted};
    font-weight: 400;
  }
`;

/**
 * The country selector (docs/behaviour.md#footer, #states): a disclosure of links, one per
 * locale with its flag and name. Choosing a country is a deliberate act, following a link,
 * never a side effect of looking through the options with the arrow keys, as with a select
 * that navigates on change (WCAG 3.2.2). `<details>` opens and the links work before the
 * page's scripts run, and Escape closes it once they have. Each country names the currency it
 * pays in (docs/behaviour.md#prices). The flags are drawn, since emoji flags are empty boxes without an
 * emoji font, and left unsaid beside the country's name.
 */
export const CountrySelector = ({
  locales,
  current,
}: {
  locales: LayoutData['locales'];
  current: string;
}) => {
  const chosen = locales.find((locale) => locale.localeCode === current);
  return (
    <CountryDisclosure className={selector}>
      <summary>
        {chosen ? (
          <>
            <span className="visually-hidden">Country: </span>
            <CountryFlag code={chosen.countryCode} />
            {chosen.name}
          </>
        ) : (
          'Select your country'
        )}
      </summary>
      <ul>
        {locales.map((locale) => (
          <li key={locale.localeCode}>
            {/* a plain link: it sets the locale even before the page's scripts run */}
            <a
              href={locale.href}
              hrefLang={locale.localeCode}
              aria-current={locale === chosen ? 'true' : undefined}
            >
              <CountryFlag code={locale.countryCode} />
              {locale.name} <span>{`(${currencyLabel(locale.localeCode)})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </CountryDisclosure>
  );
};
