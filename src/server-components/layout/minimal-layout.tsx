import { css } from '@linaria/core';
import { CartIcon } from '../../components/icons/icon.tsx';
import { CartLink } from '../../client-components/layout-islands.ts';
import { breakpoints, colors, footerGutter, stickyHeaderBar } from '../../lib/theme.ts';
import { CountrySelector } from './country-selector.tsx';
import { policyLinksOf } from '../../lib/footer-links.ts';
import { FooterLegal } from './footer-legal.tsx';
import type { LayoutData } from './load-layout-data.ts';
import { Logo } from './logo.tsx';

const header = css`
  ${stickyHeaderBar}
`;

const bar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  max-width: 90rem;
  margin: 0 auto;
  padding: 0.6rem 0.75rem;
  @media (min-width: ${breakpoints.md}px) {
    padding: 0.75rem 1.5rem;
  }
`;

const footer = css`
  margin-top: 4rem;
  background: ${colors.canvas};
  border-top: 1px solid ${colors.border};
  color: ${colors.ink};
  font-size: 0.925rem;
`;

const countryRow = css`
  max-width: 90rem;
  margin: 0 auto;
  padding-block: 1.5rem;
  ${footerGutter}
`;

/*
 * The minimal layout (docs/behaviour.md#layouts, docs/decisions/009-minimal-layout.md):
 * for campaign landing pages and pages shown in partner or app web views, nothing that
 * leads away from the page but the way home and to the cart.
 */

/**
 * The minimal header before the cart's count is known: the browser's stored count
 * meanwhile, its links out of the keyboard's way like the default placeholder's.
 */
export const MinimalHeaderPlaceholder = () => (
  <header className={header} aria-busy="true">
    <div className={bar}>
      <Logo tabIndex={-1} />
      <CartLink icon={<CartIcon />} tabIndex={-1} />
    </div>
  </header>
);

/** The logo, linking home, and the cart link (its count is the browser's: src/lib/shopper/browser/shopper-client.ts). */
export const MinimalHeader = (_props: { data: LayoutData }) => (
  <header className={header}>
    <div className={bar}>
      <Logo />
      <CartLink icon={<CartIcon />} />
    </div>
  </header>
);

const footerSlot = css`
  min-height: 12rem;
`;

/** The minimal footer while the country list and the policy links stream in. */
export const MinimalFooterPlaceholder = () => (
  <footer className={`${footer} ${footerSlot}`} aria-busy="true" />
);

/** The country selector and the legal part; no link columns, newsletter or SMS signup. */
export const MinimalFooter = ({ data }: { data: LayoutData }) => (
  <footer className={footer}>
    <div className={countryRow}>
      <CountrySelector locales={data.locales} current={data.locale} />
    </div>
    <FooterLegal policyLinks={policyLinksOf(data.footer)} countryCode={data.country.code} />
  </footer>
);
