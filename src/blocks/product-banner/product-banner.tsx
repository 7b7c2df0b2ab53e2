import { css, cx } from '@linaria/core';
import { imageSrc } from '../../lib/image-src.ts';
import { altText } from '../../lib/readable-text.ts';
import { blockSection, breakpoints, fonts } from '../../lib/theme.ts';
import { themeStyle } from '../shared/block-theme.ts';
import { productOf, type BlockProps } from '../define-block.ts';
import { AddToCartButton, GroupPrice } from '../../client-components/cms/content-islands.ts';
import { StarRating } from '../shared/star-rating.tsx';
import type { ProductBannerConfig } from './product-banner.schema.ts';

const banner = css`
  display: flex;
  flex-direction: column;
  gap: 2rem;
  ${blockSection('2.5rem 1.5rem')}
  @media (min-width: ${breakpoints.md}px) {
    flex-direction: row;
    align-items: center;
  }
`;

const reverse = css`
  @media (min-width: ${breakpoints.md}px) {
    flex-direction: row-reverse;
  }
`;

// beside the words from md up, the picture takes at most 40 % of the row: at 768 px a
// full 28rem would leave the words a 240 px column
const image = css`
  width: 100%;
  max-width: 28rem;
  height: auto;
  object-fit: contain;
  @media (min-width: ${breakpoints.md}px) {
    width: 40%;
    flex-shrink: 0;
  }
`;

const details = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
`;

const centered = css`
  align-items: center;
  text-align: center;
`;

const name = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: 2rem;
`;

const description = css`
  margin: 0;
  color: var(--block-muted);
`;

const price = css`
  margin: 0;
  font-size: 1.25rem;
  font-weight: 700;
`;

/** Layout classes of the editor's content flow and alignment; exported for the tests. */
export const productBannerClasses = { reverse, centered } as const;

export const ProductBanner = ({ config, data }: BlockProps<ProductBannerConfig>) => {
  const product = productOf(data.productsBySku, config.productSku);
  if (!product) {
    return null;
  }
  // an emptied img field arrives as an empty string: fall back on the product image
  const imageUrl = config.img || product.primaryImageUrl;
  return (
    <section
      className={cx(banner, config.contentFlow === 'REVERSE' && reverse)}
      style={themeStyle(config.theme)}
    >
      {imageUrl ? (
        <img className={image} src={imageSrc(imageUrl)} alt={altText(product.name)} />
      ) : null}
      <div className={cx(details, config.contentAlignment === 'CENTER' && centered)}>
        <h2 className={name}>{product.name}</h2>
        {product.shortDescription ? (
          <p className={description}>{product.shortDescription}</p>
        ) : null}
        <StarRating rating={product.reviewSummary.averageRating} />
        {product.price ? (
          <GroupPrice as="p" className={price} sku={product.sku} price={product.price} />
        ) : null}
        {config.showAddToCartButton ? (
          <AddToCartButton productId={product.id} productName={product.name} label="Add to Cart" />
        ) : null}
      </div>
    </section>
  );
};
