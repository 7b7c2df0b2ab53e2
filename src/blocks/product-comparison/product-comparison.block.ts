import { themeInput } from '../shared/block-theme.ts';
import { defineBlock } from '../define-block.ts';
import { ProductComparison } from './product-comparison.tsx';
import {
  MAX_COMPARED_PRODUCTS,
  ProductComparisonConfigSchema,
} from './product-comparison.schema.ts';

// Editor checks are serialised with Function.prototype.toString and run inside the CMS
// editor: each must stay self-contained (no imports, no outer variables).
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
      onChange: (options: Map<string, unknown>) => {
        const value = options.get('title');
        if (typeof value === 'string' && value.length > 50) {
          options.set('title', value.slice(0, 50));
          alert('Maximum title length is 50 characters');
        }
      },
    },
    { name: 'rows', type: 'list', subFields: [{ name: 'rowTitle', type: 'text' }] },
    {
      name: 'products',
      type: 'list',
      onChange: (options: Map<string, unknown>) => {
        // the editor may hand an observable array, which Array.isArray need not recognise
        const value = options.get('products') as unknown[] | undefined;
        if (value && value.length > 4) {
          options.set('products', value.slice(0, 4));
          alert('Products are limited to 4 maximum');
        }
      },
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
