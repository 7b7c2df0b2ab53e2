'use client';

import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState } from 'react';
import type { NavigationLink } from '../../../contracts/cms.ts';
import { postToChat } from '../../lib/chat-messages.ts';
import { breakpoints, colors } from '../../lib/theme.ts';
import { BarsIcon, TimesIcon } from '../../components/icons/nav-icons.tsx';
import { NavigationLinkContent, shownNavigationLinks } from '../../components/navigation-link.tsx';
import { SearchBar } from '../search/search-bar.tsx';

/** SPEC.md 9: the menu closes this long after a navigation link is clicked. */
const MOBILE_MENU_CLOSE_DELAY_MS = 300;

const toggle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${colors.ink};
  cursor: pointer;
  @media (min-width: ${breakpoints.xl}px) {
    display: none;
  }
`;

const panel = css`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 45;
  max-height: calc(100vh - 4rem);
  overflow-y: auto;
  box-shadow: 0 20px 40px rgb(0 0 0 / 0.12);
  padding: 1rem 1.25rem 2rem;
  background: ${colors.paper};
  border-top: 1px solid ${colors.border};
  display: flex;
  flex-direction: column;
  gap: 1rem;
  @media (min-width: ${breakpoints.xl}px) {
    display: none;
  }
`;

const checkout = css`
  display: block;
  padding: 0.8rem;
  border-radius: 999px;
  background: ${colors.primary};
  color: ${colors.paper};
  text-align: center;
  font-weight: 700;
  text-decoration: none;
`;

const links = css`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${colors.border};
  li {
    border-bottom: 1px solid ${colors.border};
  }
  a {
    display: block;
    padding: 0.85rem 0.25rem;
    color: ${colors.ink};
    font-weight: 600;
    text-decoration: none;
  }
`;

const account = css`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  p {
    margin: 0;
    font-weight: 700;
  }
  a {
    color: ${colors.ink};
  }
`;

/**
 * The mobile menu (SPEC.md 2.4), below the xl breakpoint: Checkout, search, the
 * mobile links, then the account entries; it closes 300 ms after a link is clicked.
 */
export const MobileMenu = ({
  loggedIn,
  userName,
  links: items,
  chatEnabled,
  assistantName,
}: {
  loggedIn: boolean;
  userName?: string | undefined;
  links: NavigationLink[];
  chatEnabled: boolean;
  assistantName: string;
}) => {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const handleEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', handleEscape);
    return () => document.removeEventListener('keydown', handleEscape);
  }, [open]);

  const handleToggle = () => {
    if (!open) {
      postToChat('minimise');
    }
    setOpen(!open);
  };

  const handleLinkClick = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), MOBILE_MENU_CLOSE_DELAY_MS);
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={toggle}
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={panelId}
        data-mobile-menu-toggle=""
        onClick={handleToggle}
      >
        {open ? <TimesIcon /> : <BarsIcon />}
      </button>
      {open && (
        <nav className={panel} id={panelId} aria-label="Mobile">
          <a className={checkout} href="/cart" onClick={handleLinkClick}>
            Checkout
          </a>
          <SearchBar
            id="mobile-menu-search"
            chatEnabled={chatEnabled}
            assistantName={assistantName}
          />
          <ul className={links}>
            {shownNavigationLinks(items).map((item) => (
              <li key={`${item.label}-${item.url}`}>
                <a href={item.url} onClick={handleLinkClick}>
                  <NavigationLinkContent link={item} />
                </a>
              </li>
            ))}
          </ul>
          <div className={account}>
            {loggedIn && userName ? <p>{userName}</p> : null}
            {loggedIn ? (
              <>
                <a href="/account/settings/personal" onClick={handleLinkClick}>
                  Account Settings
                </a>
                <a href="/logout" onClick={handleLinkClick}>
                  Sign Out
                </a>
              </>
            ) : (
              <a href="/login" onClick={handleLinkClick}>
                Sign In
              </a>
            )}
          </div>
        </nav>
      )}
    </>
  );
};
