'use client';

import { css } from '@linaria/core';
import { useShopper } from '../../lib/shopper-client.ts';
import { colors } from '../../lib/theme.ts';
import { AccountMenu } from './account-menu.tsx';

// one box for all three states, the avatar's height and the sign-in link's width, so
// nothing in the bar moves when the shopper's answer arrives (docs/decisions/020-shared-documents.md)
const area = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 3.5rem;
  height: 2.5rem;
`;

const signIn = css`
  color: ${colors.ink};
  font-weight: 600;
  white-space: nowrap;
`;

const pending = css`
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${colors.canvas};
`;

/**
 * The header's account entry: a quiet placeholder until the shopper's answer, then the
 * account menu for a signed-in shopper or 'Sign In', so a signed-in shopper never sees
 * 'Sign In' first.
 */
export const AccountArea = () => {
  const shopper = useShopper();
  return (
    <div className={area} data-testid="account-area" aria-busy={shopper ? undefined : 'true'}>
      {!shopper ? (
        <span className={pending} />
      ) : shopper.signedIn ? (
        <AccountMenu initials={shopper.initials} name={shopper.name} items={shopper.accountMenu} />
      ) : (
        <a className={signIn} href="/login">
          Sign In
        </a>
      )}
    </div>
  );
};
