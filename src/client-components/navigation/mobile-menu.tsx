'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import type { NavigationLink } from '../../../contracts/cms.ts';
import { postToChat } from '../../lib/chat-messages.ts';
import { menuButton } from './mobile-menu-button.ts';
import type { MobileMenuDialog } from './mobile-menu-panel.tsx';

// what the open menu holds is not in the page's first load: it is fetched when the shopper
// reaches for the toggle (a pointer on it, or the focus), so it is usually there by the click
const loadPanel = () => import('./mobile-menu-panel.tsx').then((module) => module.MobileMenuDialog);

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
  icon,
}: {
  links: NavigationLink[];
  assistantName: string;
  /** the country sells test kits: Activate Test has a row below md */
  testingEnabled: boolean;
  /** the toggle's icon, rendered by the server: no page's script carries it */
  icon: ReactNode;
}) => {
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<typeof MobileMenuDialog>();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const handlePrefetch = () => {
    void loadPanel();
  };

  // the menu opens with its content, once that is loaded (at once after a prefetch)
  const handleOpen = () => {
    void postToChat('minimise');
    void loadPanel().then((loaded) => {
      setDialog(() => loaded);
      setOpen(true);
    });
  };

  // Escape, the close button, the scrim and a link all end here, through the dialog's close
  // event; the focus then goes back to the toggle, or stays with the chat
  const handleClosed = () => setOpen(false);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={menuButton}
        aria-label="Open menu"
        aria-expanded={open}
        // the dialog is in the document only while open
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        data-mobile-menu-toggle=""
        onPointerEnter={handlePrefetch}
        onPointerDown={handlePrefetch}
        onFocus={handlePrefetch}
        onClick={handleOpen}
      >
        {icon}
      </button>
      {open && Dialog ? (
        <Dialog
          id={panelId}
          links={links}
          assistantName={assistantName}
          testingEnabled={testingEnabled}
          toggle={toggleRef}
          onClosed={handleClosed}
        />
      ) : null}
    </>
  );
};
