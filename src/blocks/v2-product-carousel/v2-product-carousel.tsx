import type { Product } from '../../../contracts/site-api.ts';
import { colors } from '../../lib/theme.ts';
import { productOf, type BlockProps } from '../define-block.ts';
import { CarouselSection } from '../shared/carousel/carousel-section.tsx';
import { ProductCard, type ProductCardData } from '../shared/product-card.tsx';
import type { SkuProduct, V2ProductCarouselConfig } from './v2-product-carousel.schema.ts';

/** The fetched product, with every non-empty configured value taking precedence. */
export const mergeProduct = (product: Product, item: SkuProduct): ProductCardData => ({
  id: product.id,
  sku: product.sku,
  name: product.name,
  url: product.url,
  img: product.primaryImageUrl,
  imgAlt: product.name,
  price: product.price,
  rating: product.reviewSummary.averageRating,
  info: item.info ?? '',
  shortDescription: product.shortDescription,
  tag: item.tag === '' ? undefined : item.tag,
  tagColor: colors.tagBackground,
  tagTextColor: colors.tagText,
});

export const V2ProductCarousel = ({ config, data }: BlockProps<V2ProductCarouselConfig>) => (
  <CarouselSection
    theme={config.theme}
    title={config.title}
    fallbackLabel="Products"
    items={config.products.flatMap((item) => {
      const product = productOf(data.productsBySku, item.sku);
      // a SKU the site API does not know has no card
      return product ? [<ProductCard key={item.sku} product={mergeProduct(product, item)} />] : [];
    })}
  />
);
