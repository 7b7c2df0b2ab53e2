'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRouterHost_UNSTABLE as useRouterHost } from 'waku/router/client-core';
import { hidePricesUntilLoaded } from '../../lib/shopper/browser/group-prices.ts';
import {
  handleStorageChange,
  loadShopper,
  withoutReferral,
} from '../../lib/shopper/browser/shopper-client.ts';
import { SHOPPER_STALE_ATTRIBUTE } from '../../lib/shopper/shopper-markers.ts';

/**
 * Asks for the shopper's own parts of each page view (src/lib/shopper/browser/shopper-client.ts): the page
 * the browser loaded from the request the head started, then each in-app navigation; and
 * shows another tab's change of the stored parts.
 */
export const ShopperSync = () => {
  const { path, query } = useRouterHost().route;
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
    // a page Back or Forward restores from the browser's back/forward cache would show what
    // was the shopper's then: a shopper who has signed out since would see the signed-in
    // header and prices again. Hidden as the page is put away, asked again on the restore,
    // without the referral code: a restored page is no new view to pay for.
    const root = document.documentElement;
    const handlePageHide = (event: PageTransitionEvent) => {
      if (event.persisted) {
        root.setAttribute(SHOPPER_STALE_ATTRIBUTE, '');
      }
    };
    const handlePageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) {
        return;
      }
      root.setAttribute(SHOPPER_STALE_ATTRIBUTE, '');
      void loadShopper(withoutReferral(`${location.pathname}${location.search}`), {
        early: false,
      }).finally(() => root.removeAttribute(SHOPPER_STALE_ATTRIBUTE));
    };
    addEventListener('pagehide', handlePageHide);
    addEventListener('pageshow', handlePageShow);
    addEventListener('storage', handleStorageChange);
    return () => {
      removeEventListener('pagehide', handlePageHide);
      removeEventListener('pageshow', handlePageShow);
      removeEventListener('storage', handleStorageChange);
    };
  }, []);
  return null;
};
