'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'waku/router/client';
import { readReferralCode } from '../../lib/referral.ts';
import { reportReferralCode } from '../../lib/site-api/browser-lazy.ts';

/**
 * Reports the referral code of each in-app navigation (docs/behaviour.md#layouts). The page the
 * browser loaded was reported by the server, so the first address is skipped.
 */
export const ReferralCapture = () => {
  const { path, query } = useRouter();
  const address = `${path}?${query}`;
  const reported = useRef(address);
  useEffect(() => {
    if (reported.current === address) {
      return;
    }
    reported.current = address;
    const code = readReferralCode(new URLSearchParams(query));
    if (code) {
      // the answer is not read (docs/behaviour.md#calls); a lost report must not disturb the page
      reportReferralCode(code).catch(() => undefined);
    }
  }, [address, query]);
  return null;
};
