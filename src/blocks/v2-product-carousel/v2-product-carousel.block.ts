import { defineBlock } from '../define-block.ts';
import { carouselInputs } from '../shared/editor-inputs.ts';
import { V2ProductCarousel } from './v2-product-carousel.tsx';
import { V2ProductCarouselSchema } from './v2-product-carousel.schema.ts';

export const v2ProductCarouselBlock = defineBlock({
  name: 'v2 Product Carousel',
  schema: V2ProductCarouselSchema,
  component: V2ProductCarousel,
  skus: (config) => config.products.map((item) => item.sku),
  inputs: [
    ...carouselInputs,
    {
      name: 'products',
      type: 'list',
      subFields: [
        { name: 'sku', type: 'text', required: true },
        { name: 'tag', type: 'text' },
        { name: 'info', type: 'text' },
      ],
    },
  ],
});
