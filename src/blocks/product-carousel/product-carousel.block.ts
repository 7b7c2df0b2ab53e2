import { colors } from '../../lib/theme.ts';
import { defineBlock } from '../define-block.ts';
import { carouselInputs, IMAGE_FILE_TYPES } from '../shared/editor-inputs.ts';
import { checkProductRatings } from '../shared/editor-checks.ts';
import { ProductCarousel } from './product-carousel.tsx';
import { ProductCarouselSchema } from './product-carousel.schema.ts';

/** Deprecated in favour of 'v2 Product Carousel': kept for existing content only. */
export const productCarouselBlock = defineBlock({
  name: 'Product Carousel',
  schema: ProductCarouselSchema,
  component: ProductCarousel,
  hideFromInsertMenu: true,
  skus: (config) => config.products.flatMap((product) => (product.sku ? [product.sku] : [])),
  inputs: [
    ...carouselInputs,
    {
      name: 'products',
      type: 'list',
      onChange: checkProductRatings,
      subFields: [
        { name: 'id', type: 'number' },
        {
          name: 'sku',
          type: 'text',
          helperText:
            "The product's SKU: the card then shows the shop's price in the shopper's currency, not the price typed below",
        },
        { name: 'name', type: 'text' },
        { name: 'info', type: 'text' },
        { name: 'price', type: 'text' },
        { name: 'rating', type: 'number', defaultValue: 0, min: 0, max: 5, step: 0.5 },
        { name: 'tag', type: 'text' },
        { name: 'img', type: 'file', allowedFileTypes: IMAGE_FILE_TYPES },
        { name: 'imgAlt', type: 'text' },
        { name: 'url', type: 'url' },
        { name: 'tagColor', type: 'color', defaultValue: colors.tagBackground },
        { name: 'tagTextColor', type: 'color', defaultValue: colors.tagText },
      ],
    },
  ],
});
