import { css } from '@linaria/core';
import { CAROUSEL_CARD_SIZES, cmsImageAttributes } from '../../lib/cms-image.ts';
import { colors } from '../../lib/theme.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { StarRating } from './star-rating.tsx';

/** What a product card shows, from a configured item or a fetched product (docs/behaviour.md#data). */
export type ProductCardData = {
  id?: string | number | undefined;
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

const productCardLabel = (product: ProductCardData) =>
  [product.name, displayedInfo(product), product.price, product.tag, `${product.rating} Stars`]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(', ');

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
`;

const media = css`
  position: relative;
  aspect-ratio: 1;
  border-radius: 0.5rem;
  background: ${colors.canvas};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

const badge = css`
  position: absolute;
  top: 0.5rem;
  left: 0.5rem;
  padding: 0.125rem 0.5rem;
  border-radius: 0.25rem;
  font-size: 0.75rem;
  font-weight: 600;
`;

const name = css`
  margin: 0;
  font-size: 1rem;
`;

// The card is one link: the link's box is stretched over the whole card, and the
// add-to-cart button sits above it, so the button never follows the link.
const link = css`
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
`;

const infoText = css`
  margin: 0;
  color: ${colors.inkMuted};
  font-size: 0.875rem;
`;

const footer = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-top: auto;
`;

const price = css`
  font-weight: 700;
`;

const aboveLink = css`
  position: relative;
  z-index: 1;
`;

export const ProductCard = ({ product }: { product: ProductCardData }) => (
  <article className={card}>
    <div className={media}>
      {product.img !== '' && (
        <img
          {...cmsImageAttributes(product.img, { sizes: CAROUSEL_CARD_SIZES, priority: 'lazy' })}
          alt={product.imgAlt ?? ''}
        />
      )}
      {product.tag && (
        <span
          className={badge}
          style={{ background: product.tagColor, color: product.tagTextColor }}
        >
          {product.tag}
        </span>
      )}
    </div>
    <h3 className={name}>
      {product.url === '' ? (
        product.name
      ) : (
        <a className={link} href={product.url} aria-label={productCardLabel(product)}>
          {product.name}
        </a>
      )}
    </h3>
    <p className={infoText}>{displayedInfo(product)}</p>
    <StarRating rating={product.rating} />
    <div className={footer}>
      <span className={price}>{product.price}</span>
      <AddToCartButton className={aboveLink} productId={product.id} productName={product.name} />
    </div>
  </article>
);
