'use client';

import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

/**
 * The country selector's `<details>` (docs/behaviour.md#footer): it opens and its links work
 * before the page's scripts run; once they have, Escape closes an open list from anywhere in
 * it and hands focus back to the summary, as every other popup on the site does, and choosing
 * en-US dispatches the document event 'countryChange' with en-US before the page goes
 * (docs/behaviour.md#states). One island for the list, its links plain server-rendered ones.
 */
export const CountryDisclosure = ({
  className,
  children,
}: {
  className: string;
  children: ReactNode;
}) => {
  const handleKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== 'Escape' || !details.open) {
      return;
    }
    event.preventDefault();
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  const handleClick = (event: MouseEvent<HTMLDetailsElement>) => {
    if ((event.target as Element).closest('a[hreflang="en-US"]')) {
      document.dispatchEvent(new CustomEvent('countryChange', { detail: 'en-US' }));
    }
  };
  return (
    // Escape from the summary or any country in it, and a click on a country, bubble here:
    // a disclosure, not a widget
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details className={className} onKeyDown={handleKeyDown} onClick={handleClick}>
      {children}
    </details>
  );
};
