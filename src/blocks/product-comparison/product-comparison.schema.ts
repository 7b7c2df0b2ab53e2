import { z } from 'zod';
import { BlockThemeSchema } from '../shared/block-theme.ts';
import { RequiredTextSchema } from '../shared/schema-fields.ts';

export const ProductComparisonConfigSchema = z.object({
  theme: BlockThemeSchema.default('LIGHT'),
  title: RequiredTextSchema,
  rows: z.array(z.object({ rowTitle: z.string().default('') })).default([]),
  products: z
    .array(
      z.object({
        sku: z.string(),
        // rich text, one per row, matched to rows by index
        productRows: z.array(z.object({ value: z.string().default('') })).default([]),
      }),
    )
    .default([]),
});
export type ProductComparisonConfig = z.output<typeof ProductComparisonConfigSchema>;

/** More columns do not fit the layout; the editor trims to this too. */
export const MAX_COMPARED_PRODUCTS = 4;
