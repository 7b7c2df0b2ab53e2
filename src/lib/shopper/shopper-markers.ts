/**
 * How the document's head script paints the header's shopper parts before any module has
 * loaded (docs/decisions/025-stored-shopper-parts.md): attributes and custom properties on
 * `<html>`, which the server's markup of the account area and the cart badge reads in CSS.
 */

/** 'signed-in', 'signed-out' or 'unknown'; absent while nothing is known (as without scripts). */
export const SHOPPER_ATTRIBUTE = 'data-shopper';

/** Present when a checked cart count is painted, in SHOPPER_CART_PROPERTY. */
export const SHOPPER_CART_ATTRIBUTE = 'data-shopper-cart';

/** The count, an integer, for a CSS counter. */
export const SHOPPER_CART_PROPERTY = '--shopper-cart';

/** The initials, a CSS string. */
export const SHOPPER_INITIALS_PROPERTY = '--shopper-initials';

/**
 * Set while a page restored from the back/forward cache asks for its shopper again: what it
 * showed then may be a shopper who has signed out since, so the account area and the badge
 * are hidden in place until the answer.
 */
export const SHOPPER_STALE_ATTRIBUTE = 'data-shopper-stale';

/** Where the head script leaves the request it starts for the page loaded (GET /api/shopper). */
export const EARLY_SHOPPER_REQUEST = '__shopperRequest';

/**
 * Where it leaves what it painted last (src/lib/shopper/header-paint.ts HeaderPaint): the
 * page's islands start from it, with no check of their own.
 */
export const EARLY_HEADER_PAINT = '__shopperPaint';
