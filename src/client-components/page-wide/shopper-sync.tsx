'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'waku/router/client';
import { loadShopper } from '../../lib/shopper-client.ts';

/**
 * Asks for the shopper's own parts of each page view (src/lib/shopper-client.ts): the page
 * the browser loaded from the request the head started, then each in-app navigation.
 */
export const ShopperSync = () => {
  const { path, query } = useRouter();
  const address = query ? `${path}?${query}` : path;
  const loaded = useRef(false);
  useEffect(() => {
    const early = !loaded.current;
    loaded.current = true;
    // the loaded page's address as the browser has it, tracking parameters and all
    void loadShopper(early ? `${location.pathname}${location.search}` : address, { early });
  }, [address]);
  return null;
};
