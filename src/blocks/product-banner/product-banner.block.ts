import { themeInput } from '../shared/block-theme.ts';
import { IMAGE_FILE_TYPES } from '../shared/editor-inputs.ts';
import { ContentFlowSchema } from '../shared/schema-fields.ts';
import { defineBlock } from '../define-block.ts';
import { ProductBanner } from './product-banner.tsx';
import { ContentAlignmentSchema, ProductBannerConfigSchema } from './product-banner.schema.ts';

export const productBannerBlock = defineBlock({
  name: 'Product Banner',
  schema: ProductBannerConfigSchema,
  component: ProductBanner,
  featuredProductSku: (config) => config.productSku,
  inputs: [
    themeInput,
    { name: 'contentFlow', type: 'text', enum: ContentFlowSchema.options, defaultValue: 'NORMAL' },
    {
      name: 'contentAlignment',
      type: 'text',
      enum: ContentAlignmentSchema.options,
      defaultValue: 'LEFT',
    },
    { name: 'productSku', type: 'text', required: true },
    { name: 'img', type: 'file', allowedFileTypes: IMAGE_FILE_TYPES },
    { name: 'showAddToCartButton', type: 'boolean', defaultValue: true },
  ],
});
