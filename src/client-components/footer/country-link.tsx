'use client';

import type { ReactNode } from 'react';

/**
 * One locale in the footer's country selector: a plain link, so it sets the locale even
 * before the page's scripts run. Choosing en-US also dispatches the document event
 * 'countryChange' with en-US before the page goes (docs/behaviour.md#states).
 */
export const CountryLink = ({
  href,
  localeCode,
  current,
  children,
}: {
  href: string;
  localeCode: string;
  current: boolean;
  children: ReactNode;
}) => {
  const handleClick = () => {
    if (localeCode === 'en-US') {
      document.dispatchEvent(new CustomEvent('countryChange', { detail: 'en-US' }));
    }
  };
  return (
    <a
      href={href}
      hrefLang={localeCode}
      aria-current={current ? 'true' : undefined}
      onClick={handleClick}
    >
      {children}
    </a>
  );
};
