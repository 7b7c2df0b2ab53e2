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
 * A product card's link, whose name says the price the shopper pays: the shopper's own price
 * once known, or the words that theirs could not be loaded, never the public price. The name
 * is the link's own visually hidden text rather than an `aria-label`, which no style can
 * change: its price part is hidden by the same rules as the price on screen, so while the
 * document's head script hides the public prices, before any module has loaded, the name
 * does not read it either (docs/behaviour.md#prices). The card's content, hidden from the
 * name, is a block of its own: an inline span around it cost a page of cards 120 ms of
 * Lighthouse's blocking time (`npm run bench`).
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
  const at = labelParts.indexOf(price);
  const before = at < 0 ? labelParts : labelParts.slice(0, at);
  const after = at < 0 ? [] : labelParts.slice(at + 1);
  return (
    <a href={href}>
      <div aria-hidden="true">{children}</div>
      <span className="visually-hidden">
        {before.join(', ')}
        {at < 0 ? null : (
          // the separator goes with the price: a hidden price leaves no empty ', ,'
          <span className={awaited}>
            {at > 0 ? ', ' : ''}
            {/* once the modules know, only what applies; before, the head script's marks decide */}
            {own === undefined ? (
              <>
                <span className={amount}>{price}</span>
                {price === PRICE_UNAVAILABLE_WORDS ? null : (
                  <span className={unavailable}>{PRICE_UNAVAILABLE_WORDS}</span>
                )}
              </>
            ) : (
              (own ?? PRICE_UNAVAILABLE_WORDS)
            )}
          </span>
        )}
        {after.map((part) => `, ${part}`).join('')}
      </span>
    </a>
  );
};
