'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouter } from 'waku/router/client';
import { REFERRAL_PARAMS } from '../../lib/referral.ts';
import { hidePricesUntilLoaded } from '../../lib/group-prices.ts';
import { loadShopper } from '../../lib/shopper-client.ts';

/**
 * Asks for the shopper's own parts of each page view (src/lib/shopper-client.ts): the page
 * the browser loaded from the request the head started, then each in-app navigation.
 */
export const ShopperSync = () => {
  const { path, query } = useRouter();
  const address = query ? `${path}?${query}` : path;
  const loaded = useRef(false);
  // before the new page of an in-app navigation is painted, as the head script does on a load
  useLayoutEffect(() => {
    if (loaded.current) {
      hidePricesUntilLoaded();
    }
  }, [address]);
  useEffect(() => {
    const early = !loaded.current;
    loaded.current = true;
    // the loaded page's address as the browser has it, tracking parameters and all
    void loadShopper(early ? `${location.pathname}${location.search}` : address, { early });
  }, [address]);
  useEffect(() => {
    // a page Back or Forward restores from the browser's back/forward cache shows what was
    // the shopper's then: a signed-out shopper would see the signed-in header again. Asked
    // again, without the referral code: a restored page is no new view to pay for.
    const handlePageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) {
        return;
      }
      const restored = new URL(location.href);
      for (const name of REFERRAL_PARAMS) {
        restored.searchParams.delete(name);
      }
      void loadShopper(`${restored.pathname}${restored.search}`, { early: false });
    };
    addEventListener('pageshow', handlePageShow);
    return () => removeEventListener('pageshow', handlePageShow);
  }, []);
  return null;
};
