import { themeInput } from '../shared/block-theme.ts';
import { cutComparedProducts, cutComparisonTitle } from '../shared/editor-checks.ts';
import { defineBlock } from '../define-block.ts';
import { ProductComparison } from './product-comparison.tsx';
import {
  MAX_COMPARED_PRODUCTS,
  ProductComparisonConfigSchema,
} from './product-comparison.schema.ts';

export const productComparisonBlock = defineBlock({
  name: 'Product Comparison',
  schema: ProductComparisonConfigSchema,
  component: ProductComparison,
  skus: (config) =>
    config.products
      .slice(0, MAX_COMPARED_PRODUCTS)
      .map((product) => product.sku)
      .filter(Boolean),
  inputs: [
    themeInput,
    {
      name: 'title',
      type: 'text',
      required: true,
      onChange: cutComparisonTitle,
    },
    { name: 'rows', type: 'list', subFields: [{ name: 'rowTitle', type: 'text' }] },
    {
      name: 'products',
      type: 'list',
      onChange: cutComparedProducts,
      subFields: [
        { name: 'sku', type: 'text', required: true },
        {
          name: 'productRows',
          type: 'list',
          subFields: [{ name: 'value', type: 'richText' }],
        },
      ],
    },
  ],
});
