import type { BlockProps } from '../define-block.ts';
import { CarouselSection } from '../shared/carousel/carousel-section.tsx';
import { ProductCard } from '../shared/product-card.tsx';
import type { ProductCarouselConfig } from './product-carousel.schema.ts';

export const ProductCarousel = ({ config }: BlockProps<ProductCarouselConfig>) => (
  <CarouselSection
    theme={config.theme}
    title={config.title}
    fallbackLabel="Products"
    items={config.products.map((product, index) => (
      // products are a fixed list from the CMS configuration
      <ProductCard key={index} product={product} />
    ))}
  />
);
