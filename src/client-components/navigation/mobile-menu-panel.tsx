'use client';

import { css } from '@linaria/core';
import {
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type MouseEvent,
  type RefObject,
} from 'react';
import type { NavigationLink } from '../../../contracts/cms.ts';
import { cartQuantityStore } from '../../lib/cart-quantity.ts';
import { SIGN_OUT_PATH } from '../../lib/shopper/account-menu-items.ts';
import { useHeaderAccount } from '../../lib/shopper/browser/shopper-client.ts';
import { forgetShopper } from '../../lib/shopper/browser/stored-shopper.ts';
import { breakpoints, colors, outlinedInForcedColors } from '../../lib/theme.ts';
import { TimesIcon } from '../../components/icons/nav-icons.tsx';
import { NavigationLinkContent, shownNavigationLinks } from '../../components/navigation-link.tsx';
import { SearchBar } from '../search/search-bar.tsx';
import { useModalDialog } from '../overlays/modal-dialog.ts';
import { menuButton } from './mobile-menu-button.ts';

/** docs/behaviour.md#constants: the menu closes this long after a navigation link is clicked. */
const MOBILE_MENU_CLOSE_DELAY_MS = 300;

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
 * What the open mobile menu holds (docs/behaviour.md#header): Checkout, search, the mobile
 * links, then the account entries. `mobile-menu.tsx` loads this module when the shopper
 * reaches for the toggle, not with the page: no first paint shows it.
 */
export const MobileMenuPanel = ({
  links: items,
  assistantName,
  testingEnabled,
  onLinkClick,
  onAskChat,
  onClose,
}: {
  links: NavigationLink[];
  assistantName: string;
  testingEnabled: boolean;
  /** a link was followed: the menu closes a moment later */
  onLinkClick: () => void;
  /** the search hands its query to the chat: the menu steps aside for it */
  onAskChat: () => void;
  onClose: () => void;
}) => {
  // the shopper's own entries, as the header shows them (src/lib/shopper/browser/shopper-client.ts): none
  // while the account is unknown
  const account = useHeaderAccount();
  const loggedIn = account.show === 'avatar';
  const userName = account.name;
  const emptyId = useId();
  const storedQuantity = useSyncExternalStore(
    cartQuantityStore.subscribe,
    cartQuantityStore.get,
    cartQuantityStore.getServerSnapshot,
  );
  const cartIsEmpty = (storedQuantity ?? 0) === 0;

  const handleSignOut = () => {
    forgetShopper();
    onLinkClick();
  };

  return (
    <>
      <div className={dialogBar}>
        <h2>Menu</h2>
        <button type="button" className={menuButton} aria-label="Close menu" onClick={onClose}>
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
          <a className={checkout} href="/cart" onClick={onLinkClick}>
            Checkout
          </a>
        )}
        <SearchBar id="mobile-menu-search" assistantName={assistantName} onAskChat={onAskChat} />
        <ul className={links}>
          {shownNavigationLinks(items).map((item) => (
            <li key={`${item.label}-${item.url}`}>
              <a href={item.url} onClick={onLinkClick}>
                <NavigationLinkContent link={item} />
              </a>
            </li>
          ))}
          {testingEnabled ? (
            <li className={belowMd}>
              <a href="/activate" onClick={onLinkClick}>
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
                <a href="/account/settings/personal" onClick={onLinkClick}>
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
              <a href="/login" onClick={onLinkClick}>
                Sign In
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
    </>
  );
};

/**
 * The open mobile menu (./mobile-menu.tsx): a modal `<dialog>` holding the panel, in the
 * document while open, loaded with the panel since it opens only with it. Its own close
 * (Escape, the close button, the scrim, a followed link a moment later) is the toggle's to
 * hear (`onClosed`); the focus then goes back to the toggle, or stays with the chat when the
 * search's "Ask … a question" closed it.
 */
export const MobileMenuDialog = ({
  id,
  links,
  assistantName,
  testingEnabled,
  toggle,
  onClosed,
}: {
  id: string;
  links: NavigationLink[];
  assistantName: string;
  testingEnabled: boolean;
  toggle: RefObject<HTMLButtonElement | null>;
  onClosed: () => void;
}) => {
  const closeTimer = useRef<number | undefined>(undefined);
  // set when the menu closes for the chat, which takes the focus: the toggle must not take it back
  const focusGoesToChat = useRef(false);
  const { ref: dialogRef, onKeyDown: handleKeyDown } = useModalDialog(true, () =>
    focusGoesToChat.current ? null : toggle.current,
  );

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const handleClose = () => dialogRef.current?.close();

  // the chat opens over the page, not behind the menu's scrim: the menu closes first
  const handleAskChat = () => {
    focusGoesToChat.current = true;
    handleClose();
  };

  const handleBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) {
      handleClose();
    }
  };

  const handleLinkClick = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(handleClose, MOBILE_MENU_CLOSE_DELAY_MS);
  };

  return (
    // a click on the scrim closes, as on any modal; the keyboard has Escape
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className={dialog}
      id={id}
      aria-label="Menu"
      data-mobile-menu=""
      onClose={onClosed}
      onClick={handleBackdropClick}
      onKeyDown={handleKeyDown}
    >
      <MobileMenuPanel
        links={links}
        assistantName={assistantName}
        testingEnabled={testingEnabled}
        onLinkClick={handleLinkClick}
        onAskChat={handleAskChat}
        onClose={handleClose}
      />
    </dialog>
  );
};
