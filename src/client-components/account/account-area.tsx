'use client';

import { css } from '@linaria/core';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useHeaderAccount } from '../../lib/shopper/browser/shopper-client.ts';
import {
  SHOPPER_ATTRIBUTE,
  SHOPPER_INITIALS_PROPERTY,
  SHOPPER_STALE_ATTRIBUTE,
} from '../../lib/shopper/shopper-markers.ts';
import { breakpoints, closeIconButton, colors } from '../../lib/theme.ts';
import { avatarLook } from './avatar-look.ts';

// the menu loads only for a shopper the answer (or the stored copy) says is signed in: an
// anonymous page view, the most of them, never asks for it
// (docs/decisions/014-browser-code-on-first-use.md)
const AccountMenu = lazy(() =>
  import('./account-menu.tsx').then(({ AccountMenu }) => ({ default: AccountMenu })),
);

// one box for every state, the avatar's height and the sign-in link's width, so nothing in
// the bar moves when the shopper's parts arrive (docs/decisions/020-shared-documents.md)
const area = css`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 3.5rem;
  height: 2.5rem;
  html[${SHOPPER_STALE_ATTRIBUTE}] & > * {
    visibility: hidden;
  }
`;

const signIn = css`
  color: ${colors.ink};
  font-weight: 600;
  white-space: nowrap;
`;

const quiet = css`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${colors.canvas};
`;

/*
 * The server's markup, the same for everyone: 'Sign In' as it stands without scripts or
 * anything stored, the head script's paint choosing among the three by `<html data-shopper>`
 * (src/server-components/page-wide/shopper-request.tsx).
 */
const earlySignIn = css`
  html[${SHOPPER_ATTRIBUTE}='signed-in'] &,
  html[${SHOPPER_ATTRIBUTE}='unknown'] & {
    display: none;
  }
`;

const earlyAvatar = css`
  display: none;
  html[${SHOPPER_ATTRIBUTE}='signed-in'] & {
    display: inline-flex;
  }
  &::before {
    content: var(${SHOPPER_INITIALS_PROPERTY}, '');
  }
`;

const earlyUnknown = css`
  display: none;
  html[${SHOPPER_ATTRIBUTE}='unknown'] & {
    display: block;
  }
`;

/*
 * In the page's flow under the bar, not over the page: hung over it, the note covered the
 * middle of the phone's search field until reload (issue 38). It scrolls away with the
 * page, as the search row does, and the shopper can close it. Empty, it takes no room and
 * stays in the accessibility tree, so its words are announced when they come.
 */
const note = css`
  display: flex;
  align-items: flex-start;
  gap: 0.5rem;
  max-width: 90rem;
  margin: 0 auto;
  color: ${colors.ink};
  font-size: 0.875rem;
  line-height: 1.35;
  /* the bar's own padding, so the words line up under the logo */
  &:has(button) {
    padding: 0.6rem 0.75rem;
    border-bottom: 1px solid ${colors.border};
    background: ${colors.canvas};
    @media (min-width: ${breakpoints.sm}px) {
      padding: 0.6rem 1rem;
    }
    @media (min-width: ${breakpoints.md}px) {
      padding: 0.6rem 1.5rem;
    }
  }
  & > p {
    flex: 1;
    margin: 0;
    padding-top: 0.25rem;
  }
`;

const close = css`
  ${closeIconButton}
  flex: none;
`;

/** docs/behaviour.md#failures: the words when the account cannot be asked. */
export const ACCOUNT_UNAVAILABLE = 'We could not reach your account. Reload the page to try again.';

/**
 * The header's account entry (docs/behaviour.md#header): the shopper's avatar, 'Sign In', or,
 * while the account is unknown, neither, so a signed-in shopper is never offered 'Sign In'
 * by a failure. Painted from what the browser knows before the modules load; AccountNote
 * says so in words when the account stays unknown.
 */
export const AccountArea = () => {
  const account = useHeaderAccount();
  return (
    <div className={area} data-testid="account-area">
      {account.show === 'early' ? (
        <>
          <a className={`${signIn} ${earlySignIn}`} href="/login">
            Sign In
          </a>
          <span className={`${avatarLook} ${earlyAvatar}`} aria-hidden="true" />
          <span className={`${quiet} ${earlyUnknown}`} />
        </>
      ) : account.show === 'avatar' ? (
        // while the menu loads, the circle and initials the head script painted stay as they were
        <Suspense
          fallback={
            <span className={avatarLook} aria-hidden="true">
              {account.initials}
            </span>
          }
        >
          <AccountMenu
            initials={account.initials}
            name={account.name}
            items={account.accountMenu}
          />
        </Suspense>
      ) : account.show === 'sign-in' ? (
        <a className={signIn} href="/login">
          Sign In
        </a>
      ) : (
        <span className={quiet} />
      )}
    </div>
  );
};

/**
 * Says in words, under the header's bar, that the account stays unknown
 * (docs/behaviour.md#failures), until the shopper closes it or the account is known again.
 */
export const AccountNote = ({
  closeIcon,
}: {
  /** the close button's icon, rendered by the server: no page's script carries it */
  closeIcon: ReactNode;
}) => {
  const { unavailable } = useHeaderAccount();
  const [closed, setClosed] = useState(false);
  // told again should the account become unknown again later (an in-app navigation)
  useEffect(() => {
    if (!unavailable) {
      setClosed(false);
    }
  }, [unavailable]);
  const shown = unavailable && !closed;
  const handleClose = () => setClosed(true);
  return (
    <div className={note}>
      <p role="status">{shown ? ACCOUNT_UNAVAILABLE : null}</p>
      {shown ? (
        <button type="button" className={close} aria-label="Close" onClick={handleClose}>
          {closeIcon}
        </button>
      ) : null}
    </div>
  );
};
