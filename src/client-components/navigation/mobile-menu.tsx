'use client';

import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import type { NavigationLink } from '../../../contracts/cms.ts';
import { cartQuantityStore } from '../../lib/cart-quantity.ts';
import { SIGN_OUT_PATH } from '../../lib/account-menu-items.ts';
import { forgetShopper, useHeaderAccount } from '../../lib/shopper-client.ts';
import { postToChat } from '../../lib/chat-messages.ts';
import { breakpoints, colors, outlinedInForcedColors } from '../../lib/theme.ts';
import { BarsIcon, TimesIcon } from '../../components/icons/nav-icons.tsx';
import { NavigationLinkContent, shownNavigationLinks } from '../../components/navigation-link.tsx';
import { useModalDialog } from '../overlays/modal-dialog.ts';
import { SearchBar } from '../search/search-bar.tsx';

/** docs/behaviour.md#constants: the menu closes this long after a navigation link is clicked. */
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

// a modal dialog (top layer, inert page behind it): a panel from the left over a scrim
const dialog = css`
  width: min(24rem, 88vw);
  max-width: none;
  height: 100dvh;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${colors.paper};
  box-shadow: 0 20px 40px rgb(0 0 0 / 0.2);
  &::backdrop {
    background: rgb(27 36 32 / 0.55);
  }
  @media (min-width: ${breakpoints.xl}px) {
    display: none;
  }
`;

const dialogBar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0.6rem 0.75rem 0.6rem 1.25rem;
  border-bottom: 1px solid ${colors.border};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
`;

const panel = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1rem 1.25rem 2rem;
`;

const emptyCart = css`
  margin: -0.5rem 0 0;
  color: ${colors.inkMuted};
  font-size: 0.9rem;
  text-align: center;
`;

const checkout = css`
  display: block;
  width: 100%;
  padding: 0.8rem;
  border: 0;
  ${outlinedInForcedColors}
  border-radius: 999px;
  background: ${colors.primary};
  color: ${colors.paper};
  text-align: center;
  font-weight: 700;
  text-decoration: none;
  &:disabled {
    background: ${colors.border};
    color: ${colors.inkMuted};
  }
`;

// every row of the menu, navigation and account alike, is one tappable height
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

// from md up the bar shows Activate Test itself (docs/behaviour.md#header)
const belowMd = css`
  @media (min-width: ${breakpoints.md}px) {
    display: none;
  }
`;

const userNameLine = css`
  margin: 0.5rem 0 -0.5rem;
  color: ${colors.inkMuted};
  font-size: 0.8rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

/**
 * The mobile menu (docs/behaviour.md#header), below the xl breakpoint: Checkout, search, the
 * mobile links, then the account entries; it closes 300 ms after a link is clicked. Below md,
 * where the bar has no room for it, Activate Test is a row after the mobile links when the
 * country has testing (docs/decisions/023-prices-and-reachable-entries.md).
 * It is a modal `<dialog>`: the page behind is inert and does not scroll, Escape
 * closes it and focus goes back to the toggle (to the chat when its search's "Ask … a question"
 * closed it). Checkout stays in its place, disabled with a reason while the cart is empty.
 */
export const MobileMenu = ({
  links: items,
  assistantName,
  testingEnabled,
}: {
  links: NavigationLink[];
  assistantName: string;
  /** the country sells test kits: Activate Test has a row below md */
  testingEnabled: boolean;
}) => {
  // the shopper's own entries, as the header shows them (src/lib/shopper-client.ts): none
  // while the account is unknown
  const account = useHeaderAccount();
  const loggedIn = account.show === 'avatar';
  const userName = account.name;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const emptyId = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // set when the menu closes for the chat, which takes the focus: the toggle must not take it back
  const focusGoesToChat = useRef(false);
  const { ref: dialogRef, onKeyDown: handleKeyDown } = useModalDialog(open, () => {
    const toChat = focusGoesToChat.current;
    focusGoesToChat.current = false;
    return toChat ? null : toggleRef.current;
  });
  const storedQuantity = useSyncExternalStore(
    cartQuantityStore.subscribe,
    cartQuantityStore.get,
    cartQuantityStore.getServerSnapshot,
  );
  const cartIsEmpty = (storedQuantity ?? 0) === 0;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const handleOpen = () => {
    void postToChat('minimise');
    setOpen(true);
  };

  // Escape, the close button and a link all end here, through the dialog's close event; the
  // focus then goes back to the toggle (useModalDialog)
  const handleClosed = () => setOpen(false);

  // the chat opens over the page, not behind the menu's scrim: the menu closes first
  const handleAskChat = () => {
    focusGoesToChat.current = true;
    dialogRef.current?.close();
  };

  const handleBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) {
      dialogRef.current?.close();
    }
  };

  const handleLinkClick = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(
      () => dialogRef.current?.close(),
      MOBILE_MENU_CLOSE_DELAY_MS,
    );
  };

  const handleSignOut = () => {
    forgetShopper();
    handleLinkClick();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={toggle}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        data-mobile-menu-toggle=""
        onClick={handleOpen}
      >
        <BarsIcon />
      </button>
      {/* a click on the scrim closes, as on any modal; the keyboard has Escape */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        className={dialog}
        id={panelId}
        aria-label="Menu"
        data-mobile-menu=""
        onClose={handleClosed}
        onClick={handleBackdropClick}
        onKeyDown={handleKeyDown}
      >
        {open && (
          <>
            <div className={dialogBar}>
              <h2>Menu</h2>
              <button
                type="button"
                className={toggle}
                aria-label="Close menu"
                onClick={() => dialogRef.current?.close()}
              >
                <TimesIcon />
              </button>
            </div>
            <nav className={panel} aria-label="Mobile">
              {cartIsEmpty ? (
                <>
                  <button type="button" className={checkout} disabled aria-describedby={emptyId}>
                    Checkout
                  </button>
                  <p className={emptyCart} id={emptyId}>
                    Your cart is empty: add a product to check out.
                  </p>
                </>
              ) : (
                <a className={checkout} href="/cart" onClick={handleLinkClick}>
                  Checkout
                </a>
              )}
              <SearchBar
                id="mobile-menu-search"
                assistantName={assistantName}
                onAskChat={handleAskChat}
              />
              <ul className={links}>
                {shownNavigationLinks(items).map((item) => (
                  <li key={`${item.label}-${item.url}`}>
                    <a href={item.url} onClick={handleLinkClick}>
                      <NavigationLinkContent link={item} />
                    </a>
                  </li>
                ))}
                {testingEnabled ? (
                  <li className={belowMd}>
                    <a href="/activate" onClick={handleLinkClick}>
                      Activate Test
                    </a>
                  </li>
                ) : null}
              </ul>
              {loggedIn && userName ? <p className={userNameLine}>{userName}</p> : null}
              <ul className={links}>
                {loggedIn ? (
                  <>
                    <li>
                      <a href="/account/settings/personal" onClick={handleLinkClick}>
                        Account Settings
                      </a>
                    </li>
                    <li>
                      <a href={SIGN_OUT_PATH} onClick={handleSignOut}>
                        Sign Out
                      </a>
                    </li>
                  </>
                ) : account.show === 'sign-in' ? (
                  <li>
                    <a href="/login" onClick={handleLinkClick}>
                      Sign In
                    </a>
                  </li>
                ) : null}
              </ul>
            </nav>
          </>
        )}
      </dialog>
    </>
  );
};
