'use client';

import { css } from '@linaria/core';
import { useHeaderAccount } from '../../lib/shopper-client.ts';
import {
  SHOPPER_ATTRIBUTE,
  SHOPPER_INITIALS_PROPERTY,
  SHOPPER_STALE_ATTRIBUTE,
} from '../../lib/shopper-markers.ts';
import { colors } from '../../lib/theme.ts';
import { AccountMenu, avatarLook } from './account-menu.tsx';

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

// beside the header, over the page, so telling the shopper moves nothing
const note = css`
  position: absolute;
  top: calc(100% + 0.5rem);
  right: 0;
  z-index: 55;
  width: 15rem;
  margin: 0;
  padding: 0.6rem 0.75rem;
  border: 1px solid ${colors.border};
  border-radius: 8px;
  background: ${colors.paper};
  color: ${colors.ink};
  font-size: 0.875rem;
  line-height: 1.35;
  &:empty {
    display: none;
  }
`;

/** docs/behaviour.md#failures: the words when the account cannot be asked. */
export const ACCOUNT_UNAVAILABLE = 'We could not reach your account. Reload the page to try again.';

/**
 * The header's account entry (docs/behaviour.md#header): the shopper's avatar, 'Sign In', or,
 * while the account is unknown, neither, so a signed-in shopper is never offered 'Sign In'
 * by a failure. Painted from what the browser knows before the modules load; the status
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
        <AccountMenu initials={account.initials} name={account.name} items={account.accountMenu} />
      ) : account.show === 'sign-in' ? (
        <a className={signIn} href="/login">
          Sign In
        </a>
      ) : (
        <span className={quiet} />
      )}
      <p className={note} role="status">
        {account.unavailable ? ACCOUNT_UNAVAILABLE : null}
      </p>
    </div>
  );
};
