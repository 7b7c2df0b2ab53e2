/** Prices in the shopper's currency (docs/behaviour.md#prices). */

export type Currency = 'USD' | 'CAD';

/** The currency the site sells in for a locale: the site sells in the US and Canada. */
export const currencyFor = (locale: string): Currency => (locale.endsWith('-CA') ? 'CAD' : 'USD');

/**
 * A locale's currency as a country list names it: its code and its sign, "CAD $", so a
 * shopper sees which dollar a country pays in before choosing it.
 */
export const currencyLabel = (locale: string): string => {
  const currency = currencyFor(locale);
  const sign = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value;
  return `${currency} ${sign ?? ''}`.trim();
};

// a price that names no currency but the dollar sign: "$1,039.50"
const BARE_DOLLARS = /^\$\s*(\d[\d,]*(?:\.\d+)?)$/;

// en-US notation names every dollar but its own: CA$, never a bare $. Made once: building an
// Intl formatter costs far more than using one, and a page formats a price per product
const NAMING_FORMATS = {
  CAD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' }),
} as const;

/**
 * A price from the site API (preformatted, in the session's currency) as a shopper reads
 * it. A bare "$" is the US dollar to a US shopper, but a Canadian cannot tell which dollar
 * it is, so outside the US it is written with the currency named ("CA$47.00"). A price
 * that already names its currency, or is no amount at all, is shown as the site API wrote it.
 */
export const priceNamingCurrency = (price: string, locale: string): string => {
  const currency = currencyFor(locale);
  const bare = BARE_DOLLARS.exec(price.trim());
  if (currency === 'USD' || !bare?.[1]) {
    return price;
  }
  return NAMING_FORMATS[currency].format(Number(bare[1].replaceAll(',', '')));
};
