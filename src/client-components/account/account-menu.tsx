'use client';

import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { colors } from '../../lib/theme.ts';
import { MenuIcon } from '../../components/icons/menu-icons.tsx';
import type { AccountMenuEntry } from '../../../contracts/shopper.ts';
import { SIGN_OUT_PATH } from '../../lib/shopper/account-menu-items.ts';
import { forgetShopper } from '../../lib/shopper/browser/stored-shopper.ts';
import { avatarLook } from './avatar-look.ts';

const root = css`
  position: relative;
`;

const avatar = css`
  cursor: pointer;
`;

const menu = css`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  z-index: 55;
  min-width: 14rem;
  margin: 0;
  padding: 0.5rem;
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: 12px;
  background: ${colors.paper};
  box-shadow: 0 16px 40px rgb(0 0 0 / 0.12);

  a {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    padding: 0.6rem 0.75rem;
    border-radius: 8px;
    color: ${colors.ink};
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    background: ${colors.canvas};
  }
`;

/**
 * docs/behaviour.md#account-menu: toggled by the avatar, items by authority, closes on an outside click
 * and on Escape (focus returns to the avatar) or Tab; arrow keys, Home and End move between items.
 */
export const AccountMenu = ({
  initials,
  name,
  items,
}: {
  initials: string;
  /** empty when only the stored copy is known */
  name: string;
  /** the entries for the shopper's roles, as the shopper's answer lists them */
  items: readonly AccountMenuEntry[];
}) => {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const links = () => [
    ...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? []),
  ];

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    links()[0]?.focus();
    const handleOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', handleOutside);
    return () => document.removeEventListener('mousedown', handleOutside);
  }, [open]);

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (current === -1) {
      return;
    }
    if (event.key === 'Tab') {
      // the menu closes and Tab goes on from the avatar, as from a menu button's menu
      setOpen(false);
      buttonRef.current?.focus();
      if (event.shiftKey) {
        event.preventDefault();
      }
      return;
    }
    const target = {
      ArrowDown: (current + 1) % all.length,
      ArrowUp: (current - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    }[event.key];
    if (target !== undefined) {
      // Home and End would scroll the page
      event.preventDefault();
      all[target]?.focus();
    }
  };

  return (
    // keys pressed on the avatar or any item bubble to this wrapper
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={root} ref={rootRef} onKeyDown={handleKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={`${avatarLook} ${avatar}`}
        aria-haspopup="menu"
        aria-expanded={open}
        // the menu is in the document only while open
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{initials}</span>
        {/* a stored copy keeps no name (docs/decisions/025-stored-shopper-parts.md) */}
        <span className="visually-hidden">
          {name ? `Account menu for ${name}` : 'Account menu'}
        </span>
      </button>
      {open && (
        <ul className={menu} id={menuId} role="menu" aria-label="Account">
          {items.map((item) => (
            <li key={item.path} role="none">
              {/* arrows move between items; Tab leaves the menu (menu-button pattern) */}
              <a
                role="menuitem"
                href={item.path}
                tabIndex={-1}
                onClick={item.path === SIGN_OUT_PATH ? forgetShopper : undefined}
              >
                <MenuIcon name={item.icon} />
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
