import { css } from '@linaria/core';
import { CAROUSEL_CARD_SIZES, cmsImageAttributes } from '../../lib/cms-image.ts';
import { altText } from '../../lib/readable-text.ts';
import { breakpoints, colors } from '../../lib/theme.ts';
import {
  AddToCartButton,
  GroupPrice,
  GroupPricedLink,
} from '../../client-components/cms/content-islands.ts';
import { readRating, StarRating } from './star-rating.tsx';

/** What a product card shows, from a configured item or a fetched product (docs/behaviour.md#data). */
export type ProductCardData = {
  id?: string | number | undefined;
  /** a product the site API priced: its price may be the shopper's group's (GroupPrice) */
  sku?: string | undefined;
  name: string;
  url: string;
  img: string;
  imgAlt?: string | undefined;
  price: string;
  rating: number;
  info: string;
  shortDescription?: string | undefined;
  tag?: string | undefined;
  tagColor: string;
  tagTextColor: string;
};

/** info when non-empty, else the short description with tabs and no-break spaces as spaces */
const displayedInfo = ({ info, shortDescription = '' }: ProductCardData) =>
  info.trim() !== '' ? info : shortDescription.replace(/[\t\u00a0]/g, ' ');

const productCardLabelParts = (product: ProductCardData) =>
  [
    product.name,
    displayedInfo(product),
    product.price,
    product.tag,
    `${readRating(product.rating)} Stars`,
  ].filter((part): part is string => part !== undefined && part.trim() !== '');

/*
 * One class for the whole card: its parts are styled by their place in it, since a class
 * on each would be repeated in the HTML and the RSC payload of every card on the page.
 */
const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  padding: 1rem;
  border: 1px solid ${colors.border};
  border-radius: 0.75rem;
  background: ${colors.paper};
  color: ${colors.ink};
  &:focus-within {
    outline: 2px solid ${colors.focus};
    outline-offset: 2px;
  }
  /* the image */
  & > div:first-child {
    position: relative;
    aspect-ratio: 1;
    /* a tablet's one card per page is wide: the square would push its text below the fold */
    max-height: 18rem;
    border-radius: 0.5rem;
    background: ${colors.canvas};
    overflow: hidden;
  }
  & > div:first-child > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  /* the tag */
  & > div:first-child > span {
    position: absolute;
    top: 0.5rem;
    left: 0.5rem;
    padding: 0.125rem 0.5rem;
    border-radius: 0.25rem;
    font-size: 0.75rem;
    font-weight: 600;
  }
  & > h3 {
    margin: 0;
    font-size: 1rem;
  }
  /* The card is one link: the link's box is stretched over the whole card, and the
     add-to-cart button sits above it, so the button never follows the link. */
  & > h3 > a {
    color: inherit;
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
    }
  }
  & > p {
    margin: 0;
    color: ${colors.inkMuted};
    font-size: 0.875rem;
  }
  /* price and add to cart */
  & > div:last-child {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    margin-top: auto;
  }
  & > div:last-child > span {
    font-weight: 700;
  }
  /* the words of a price that could not be loaded wrap beside it, never squeeze it */
  & > div:last-child > button {
    position: relative;
    z-index: 1;
    flex-shrink: 0;
  }
  /* A tablet's one card per page (a carousel of 36rem up to the one-per-page width of
     carousel-rules.ts, md, the container its cards sit in) is as wide as a phone's screen:
     the picture goes beside the words, not above them in a wide empty frame */
  @container (min-width: 36rem) and (max-width: ${breakpoints.md}px) {
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    /* the words centred beside the picture: name, info, stars, price in rows 2 to 5 */
    grid-template-rows: 1fr auto auto auto 1fr;
    column-gap: 1.5rem;
    row-gap: 0.5rem;
    padding: 1.25rem;
    & > div:first-child {
      grid-column: 1;
      grid-row: 1 / -1;
      align-self: center;
    }
    & > :nth-child(n + 2) {
      grid-column: 2;
    }
    & > :nth-child(2) {
      grid-row: 2;
    }
    & > :nth-child(3) {
      grid-row: 3;
    }
    & > :nth-child(4) {
      grid-row: 4;
    }
    & > :nth-child(5) {
      grid-row: 5;
      align-self: start;
      margin-top: 0.5rem;
    }
    & > h3 {
      font-size: 1.25rem;
    }
    & > p {
      font-size: 1rem;
    }
    & > div:last-child > span {
      font-size: 1.25rem;
    }
  }
`;

export const ProductCard = ({ product }: { product: ProductCardData }) => {
  // the card's link label (docs/behaviour.md#cms-pages) says the tag, info, price and rating: a
  // screen reader hears them once, from the label, not again from the text around it
  const said = product.url === '' ? undefined : true;
  return (
    <article className={card}>
      <div>
        {product.img !== '' && (
          <img
            {...cmsImageAttributes(product.img, { sizes: CAROUSEL_CARD_SIZES, priority: 'lazy' })}
            alt={altText(product.imgAlt)}
          />
        )}
        {product.tag && (
          <span
            style={{ background: product.tagColor, color: product.tagTextColor }}
            aria-hidden={said}
          >
            {product.tag}
          </span>
        )}
      </div>
      <h3>
        {product.url === '' ? (
          product.name
        ) : product.sku ? (
          <GroupPricedLink
            href={product.url}
            sku={product.sku}
            price={product.price}
            labelParts={productCardLabelParts(product)}
          >
            {product.name}
          </GroupPricedLink>
        ) : (
          <a href={product.url} aria-label={productCardLabelParts(product).join(', ')}>
            {product.name}
          </a>
        )}
      </h3>
      <p aria-hidden={said}>{displayedInfo(product)}</p>
      <StarRating rating={product.rating} said={said} />
      <div>
        {product.sku ? (
          <GroupPrice sku={product.sku} price={product.price} aria-hidden={said} />
        ) : (
          <span aria-hidden={said}>{product.price}</span>
        )}
        <AddToCartButton productId={product.id} productName={product.name} />
      </div>
    </article>
  );
};
