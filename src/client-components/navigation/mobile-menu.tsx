'use client';

import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import type { NavigationLink } from '../../../contracts/cms.ts';
import { postToChat } from '../../lib/chat-messages.ts';
import { breakpoints, colors } from '../../lib/theme.ts';
import { BarsIcon } from '../../components/icons/nav-icons.tsx';
import { useModalDialog } from '../overlays/modal-dialog.ts';
import { menuButton } from './mobile-menu-button.ts';
import type { MobileMenuPanel } from './mobile-menu-panel.tsx';

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

// what the open menu holds is not in the page's first load: it is fetched when the shopper
// reaches for the toggle (a pointer on it, or the focus), so it is usually there by the click
const loadPanel = () => import('./mobile-menu-panel.tsx').then((module) => module.MobileMenuPanel);

/**
 * The mobile menu (docs/behaviour.md#header), below the xl breakpoint: Checkout, search, the
 * mobile links, then the account entries (`mobile-menu-panel.tsx`); it closes 300 ms after a
 * link is clicked. Below md, where the bar has no room for it, Activate Test is a row after the
 * mobile links when the country has testing (docs/decisions/023-prices-and-reachable-entries.md).
 * It is a modal `<dialog>`: the page behind is inert and does not scroll, Escape
 * closes it and focus goes back to the toggle (to the chat when its search's "Ask … a question"
 * closed it). Checkout stays in its place, disabled with a reason while the cart is empty.
 */
export const MobileMenu = ({
  links,
  assistantName,
  testingEnabled,
}: {
  links: NavigationLink[];
  assistantName: string;
  /** the country sells test kits: Activate Test has a row below md */
  testingEnabled: boolean;
}) => {
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<typeof MobileMenuPanel>();
  const panelId = useId();
  const closeTimer = useRef<number | undefined>(undefined);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // set when the menu closes for the chat, which takes the focus: the toggle must not take it back
  const focusGoesToChat = useRef(false);
  const { ref: dialogRef, onKeyDown: handleKeyDown } = useModalDialog(open, () => {
    const toChat = focusGoesToChat.current;
    focusGoesToChat.current = false;
    return toChat ? null : toggleRef.current;
  });

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const handlePrefetch = () => {
    void loadPanel();
  };

  // the menu opens with its content, once that is loaded (at once after a prefetch)
  const handleOpen = () => {
    void postToChat('minimise');
    void loadPanel().then((loaded) => {
      setPanel(() => loaded);
      setOpen(true);
    });
  };

  // Escape, the close button and a link all end here, through the dialog's close event; the
  // focus then goes back to the toggle (useModalDialog)
  const handleClosed = () => setOpen(false);

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
    <>
      <button
        ref={toggleRef}
        type="button"
        className={menuButton}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={panelId}
        aria-haspopup="dialog"
        data-mobile-menu-toggle=""
        onPointerEnter={handlePrefetch}
        onPointerDown={handlePrefetch}
        onFocus={handlePrefetch}
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
        {open && Panel ? (
          <Panel
            links={links}
            assistantName={assistantName}
            testingEnabled={testingEnabled}
            onLinkClick={handleLinkClick}
            onAskChat={handleAskChat}
            onClose={handleClose}
          />
        ) : null}
      </dialog>
    </>
  );
};
