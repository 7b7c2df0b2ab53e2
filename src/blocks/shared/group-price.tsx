'use client';

import { css, cx } from '@linaria/core';
import type { ReactNode } from 'react';
import { useGroupPrice } from '../../lib/shopper/browser/group-prices.ts';
import {
  PRICE_SKU_ATTRIBUTE,
  PRICE_UNAVAILABLE_WORDS,
  PRICES_PENDING_ATTRIBUTE,
  PRICES_UNAVAILABLE_ATTRIBUTE,
} from '../../lib/price-markers.ts';
import { SHOPPER_STALE_ATTRIBUTE } from '../../lib/shopper/shopper-markers.ts';

// in its place, unread, while the document's head script says the shopper's own are coming,
// and while a page restored from the back/forward cache asks whose prices they are
const awaited = css`
  html[${PRICES_PENDING_ATTRIBUTE}] &,
  html[${SHOPPER_STALE_ATTRIBUTE}] & {
    visibility: hidden;
  }
`;

// The price and the words that take its place when the shopper's own could not be had: both
// in the markup, since the head script says so before the page's modules may have loaded
const amount = css`
  html[${PRICES_UNAVAILABLE_ATTRIBUTE}] & {
    display: none;
  }
`;

const unavailable = css`
  display: none;
  font-size: 0.875rem;
  font-weight: 400;
  html[${PRICES_UNAVAILABLE_ATTRIBUTE}] & {
    display: inline;
  }
`;

/**
 * A product's price as the shopper pays it: the public price of the shared page, or the
 * shopper's own group price once known (src/lib/shopper/browser/group-prices.ts), or words saying theirs
 * could not be loaded (docs/behaviour.md#prices). Marked with its SKU, so the page knows
 * which prices to ask for, and hidden while they are awaited.
 */
export const GroupPrice = ({
  sku,
  price,
  className,
  as: Element = 'span',
  'aria-hidden': ariaHidden,
}: {
  sku: string;
  price: string;
  className?: string | undefined;
  as?: 'span' | 'p';
  'aria-hidden'?: boolean | undefined;
}) => {
  const own = useGroupPrice(sku);
  return (
    <Element
      className={cx(awaited, className)}
      aria-hidden={ariaHidden}
      {...{ [PRICE_SKU_ATTRIBUTE]: sku }}
    >
      <span className={amount}>{own === null ? '' : (own ?? price)}</span>
      {/* a group's document whose prices could not be had says so already, as its price */}
      {price === PRICE_UNAVAILABLE_WORDS ? null : (
        <span className={unavailable}>{PRICE_UNAVAILABLE_WORDS}</span>
      )}
    </Element>
  );
};

/**
 * A product card's link, whose label names the price the shopper pays: the label's price
 * part becomes the shopper's own price once known, or the words that theirs could not be
 * loaded, never the public price.
 */
export const GroupPricedLink = ({
  href,
  sku,
  price,
  labelParts,
  children,
}: {
  href: string;
  sku: string;
  price: string;
  labelParts: readonly string[];
  children: ReactNode;
}) => {
  const own = useGroupPrice(sku);
  const label = labelParts.map((part) =>
    own !== undefined && part === price ? (own ?? PRICE_UNAVAILABLE_WORDS) : part,
  );
  return (
    <a href={href} aria-label={label.join(', ')}>
      {children}
    </a>
  );
};
