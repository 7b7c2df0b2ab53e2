/**
 * A signed-in shopper's own prices (GET /api/shopper/prices), for a price group that is not
 * the public one every shared page shows (docs/decisions/020-shared-documents.md). The page's
 * prices are marked with the SKU they are for; once the shopper's answer says the group has
 * prices of its own, they are asked for and shown in place of the public ones.
 */
export const PRICE_SKU_ATTRIBUTE = 'data-price-sku';

/**
 * Set on the document by its head script while a shopper known (this tab) to have prices
 * of their own waits for them: the public prices stay hidden, in their place, meanwhile.
 */
export const PRICES_PENDING_ATTRIBUTE = 'data-prices-pending';

/**
 * Set on the document when the shopper's own prices could not be had (the request failed,
 * or was not answered within PRICES_PENDING_MAX_MS): each price area says so in words, never
 * showing the public price as theirs (docs/behaviour.md#prices).
 */
export const PRICES_UNAVAILABLE_ATTRIBUTE = 'data-prices-unavailable';

/** What a price area says in place of a price the shopper would not pay. */
export const PRICE_UNAVAILABLE_WORDS =
  'Your price could not be loaded. Reload the page to try again.';

/**
 * localStorage: '1' when the shopper had prices of their own on the last page, in any tab of
 * the origin (a new tab of a professional hides the public prices of a public document too);
 * taken off by an answer that says otherwise and by a sign-out here.
 */
export const GROUP_PRICES_KEY = 'groupPrices';

/** The longest the public prices stay hidden, whatever becomes of the request. */
export const PRICES_PENDING_MAX_MS = 3000;
