import { productOf, type BlockData, type BlockProps } from '../define-block.ts';
import { CarouselSection } from '../shared/carousel/carousel-section.tsx';
import { ProductCard, type ProductCardData } from '../shared/product-card.tsx';
import type { ManualProduct, ProductCarouselConfig } from './product-carousel.schema.ts';

/**
 * One price per product and market (docs/decisions/023-prices-and-reachable-entries.md): a
 * product the site API knows by its SKU shows the site API's price, in the shopper's currency
 * as every other block shows it. A typed price is a US-dollar amount, so it is shown to a
 * shopper paying in dollars and left out for one paying in another currency.
 */
export const pricedProduct = (product: ManualProduct, data: BlockData): ProductCardData => {
  const known = product.sku ? productOf(data.productsBySku, product.sku) : undefined;
  if (known) {
    return { ...product, id: known.id, sku: known.sku, price: known.price };
  }
  // a typed price is the editor's, not the site API's: no group has a price of its own for it
  return data.currency === undefined || data.currency === 'USD'
    ? { ...product, sku: undefined }
    : { ...product, sku: undefined, price: '' };
};

export const ProductCarousel = ({ config, data }: BlockProps<ProductCarouselConfig>) => (
  <CarouselSection
    theme={config.theme}
    title={config.title}
    fallbackLabel="Products"
    items={config.products.map((product, index) => (
      // products are a fixed list from the CMS configuration
      <ProductCard key={index} product={pricedProduct(product, data)} />
    ))}
  />
);
