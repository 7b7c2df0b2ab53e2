import { useSyncExternalStore } from 'react';
import { groupPricesStore } from './shopper-client.ts';

/*
 * A price group's prices as the page's price areas show them; the store is in every first
 * load with the shopper's other state (./shopper-client.ts), what asks for the prices, and
 * hides the public ones meanwhile, loads with the shopper's answer (./load-group-prices.ts).
 */

/**
 * The shopper's own price of a SKU when the shopper has one, `null` when the shopper has
 * prices of their own that could not be had, undefined otherwise (the page's price is theirs).
 */
export const useGroupPrice = (sku: string | undefined): string | null | undefined =>
  useSyncExternalStore(
    groupPricesStore.subscribe,
    () => {
      const { prices, unavailable } = groupPricesStore.get();
      return unavailable ? null : sku ? prices[sku] : undefined;
    },
    () => undefined,
  );
