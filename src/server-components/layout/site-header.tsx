import { css } from '@linaria/core';
import { CartIcon, CloseIcon } from '../../components/icons/icon.tsx';
import {
  AccountArea,
  AccountNote,
  CartLink,
  ChatEntry,
  MobileMenu,
} from '../../client-components/layout-islands.ts';
import { CountryFlag } from '../../components/icons/country-flag.tsx';
import { BarsIcon } from '../../components/icons/nav-icons.tsx';
import { NavigationLinkContent, shownNavigationLinks } from '../../components/navigation-link.tsx';
import { SearchBar } from '../../client-components/search/search-bar.tsx';
import { brand, breakpoints, colors, stickyHeaderBar } from '../../lib/theme.ts';
import { AnnouncementBanner } from './announcement-banner.tsx';
import { ChatEntryContent } from './chat-entry-content.tsx';
import type { LayoutData } from './load-layout-data.ts';
import { Logo } from './logo.tsx';

/*
 * Only the navigation bar sticks: the announcement above it and the phone's search row
 * below it scroll away, so once the page scrolls the header is one 60 px row (it was
 * 177 px at 375 px). The header box itself steps aside (display: contents) so the bar
 * sticks for the whole page, not only within the header.
 */
const header = css`
  display: contents;
`;

const stickyBar = css`
  ${stickyHeaderBar}
`;

const bar = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  max-width: 90rem;
  margin: 0 auto;
  padding: 0.6rem 0.75rem;
  @media (min-width: ${breakpoints.sm}px) {
    gap: 0.75rem;
    padding: 0.6rem 1rem;
  }
  @media (min-width: ${breakpoints.md}px) {
    gap: 1.25rem;
    padding: 0.75rem 1.5rem;
  }
`;

// below the small breakpoint a smaller flag keeps the brand name beside it on a 375 px
// phone (docs/behaviour.md#header)
const brandArea = css`
  display: flex;
  align-items: center;
  gap: 0.3rem;
  & > svg {
    width: 18px;
    height: 12px;
  }
  @media (min-width: ${breakpoints.sm}px) {
    gap: 0.4rem;
    & > svg {
      width: 24px;
      height: 16px;
    }
  }
`;

const desktopOnly = css`
  display: none;
  @media (min-width: ${breakpoints.xl}px) {
    display: flex;
  }
`;

/*
 * More links than the bar has room for scroll within it, the bar keeping its one row: a
 * taller bar would cover what the keyboard focuses below it (its height is the page's
 * scroll padding), and a maximum in the contract would lose the whole navigation to one
 * link too many (docs/decisions/030-generated-answers.md, generated seed 22: 40 links).
 * The links keep their width up to 38% of the bar, which at 1280 px leaves the logo with a
 * flag and every action, the search at its narrowest, their room; the search gives way
 * first. The padding keeps a focused link's outline inside the box that clips it.
 */
const links = css`
  flex-shrink: 0;
  align-items: center;
  gap: 1.25rem;
  max-width: 38%;
  margin: 0;
  padding: 0.25rem;
  overflow-x: auto;
  scrollbar-width: thin;
  list-style: none;
  a {
    color: ${colors.ink};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${colors.primary};
  }
`;

const actions = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-width: 0;
  margin-left: auto;
`;

// gives way first when the desktop bar is short of room
const search = css`
  flex: 0 1 18rem;
  min-width: 10rem;
`;

const pill = css`
  padding: 0.5rem 1rem;
  border: 1px solid ${colors.primary};
  border-radius: 999px;
  color: ${colors.primary};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
`;

const mobileSearch = css`
  padding: 0 1rem 0.75rem;
  /* docs/behaviour.md#header: this search bar shows while the mobile menu is closed */
  header:has([data-mobile-menu-toggle][aria-expanded='true']) & {
    display: none;
  }
  @media (min-width: ${breakpoints.xl}px) {
    display: none;
  }
`;

const hideOnSmall = css`
  display: none;
  @media (min-width: ${breakpoints.md}px) {
    display: inline-block;
  }
`;

// the placeholder's parts hold the size of what replaces them (docs/behaviour.md#states)
const slot = css`
  flex: none;
  border-radius: 999px;
  background: ${colors.canvas};
`;

// the announcement banner's usual message: two lines on a phone, one from the small breakpoint
const bannerSlot = css`
  height: 3.45rem;
  background: ${colors.canvas};
  @media (min-width: ${breakpoints.sm}px) {
    height: 2.225rem;
  }
`;

const menuSlot = css`
  width: 2.75rem;
  height: 2.75rem;
  @media (min-width: ${breakpoints.xl}px) {
    display: none;
  }
`;

// the search bar's input
const searchSlot = css`
  flex: 0 1 18rem;
  height: 2.8125rem;
`;

// the account area's box (src/client-components/account/account-area.tsx)
const accountSlot = css`
  width: 3.5rem;
  height: 2.5rem;
`;

const mobileSearchSlot = css`
  display: block;
  height: 2.8125rem;
`;

/**
 * The header while the shopper, the navigation, the banner and the chat gate stream in
 * (docs/decisions/011-streaming-shell.md): the bar, the logo and the cart link at once,
 * quiet slots of the same size for the rest. Its links take a click but not the keyboard's
 * focus, which the arriving header would drop back to the top of the page.
 */
export const SiteHeaderPlaceholder = () => (
  <header className={header} aria-busy="true">
    <div className={bannerSlot} />
    <div className={stickyBar}>
      <nav className={bar} aria-label="Main">
        <span className={`${slot} ${menuSlot}`} />
        <div className={brandArea}>
          <Logo besideFlag={false} tabIndex={-1} />
        </div>
        <div className={actions}>
          <span className={`${desktopOnly} ${search} ${slot} ${searchSlot}`} />
          <span className={`${slot} ${accountSlot}`} />
          <CartLink icon={<CartIcon />} tabIndex={-1} />
        </div>
      </nav>
    </div>
    <div className={mobileSearch}>
      <span className={`${slot} ${mobileSearchSlot}`} />
    </div>
  </header>
);

/** docs/behaviour.md#header: the sticky header, announcement banner then the navigation bar. */
export const SiteHeader = ({ data }: { data: LayoutData }) => {
  const { country, navigation, banner } = data;
  const desktopLinks = shownNavigationLinks(navigation?.desktop ?? []);
  const showFlag = country.code !== 'US';
  return (
    <header className={header}>
      {banner ? <AnnouncementBanner banner={banner} /> : null}
      <div className={stickyBar}>
        <nav className={bar} aria-label="Main">
          <MobileMenu
            links={navigation?.mobile ?? []}
            assistantName={brand.assistantName}
            testingEnabled={country.testingEnabled}
            icon={<BarsIcon />}
          />
          <div className={brandArea}>
            <Logo besideFlag={showFlag} />
            {showFlag ? <CountryFlag code={country.code} name={country.name} /> : null}
          </div>
          <ul className={`${desktopOnly} ${links}`}>
            {desktopLinks.map((link) => (
              <li key={`${link.label}-${link.url}`}>
                <a href={link.url}>
                  <NavigationLinkContent link={link} />
                </a>
              </li>
            ))}
          </ul>
          <div className={actions}>
            <span className={hideOnSmall}>
              <ChatEntry>
                <ChatEntryContent />
              </ChatEntry>
            </span>
            <div className={`${desktopOnly} ${search}`}>
              <SearchBar id="header-search" assistantName={brand.assistantName} />
            </div>
            {country.testingEnabled ? (
              <a className={`${pill} ${hideOnSmall}`} href="/activate">
                Activate Test
              </a>
            ) : null}
            <AccountArea />
            <CartLink icon={<CartIcon />} />
          </div>
        </nav>
      </div>
      <AccountNote closeIcon={<CloseIcon />} />
      <div className={mobileSearch}>
        <SearchBar
          id="closed-menu-search"
          placeholder="Search products, articles, and more"
          assistantName={brand.assistantName}
        />
      </div>
    </header>
  );
};
