import { z } from 'zod';
import { BlockThemeSchema } from '../shared/block-theme.ts';
import { RequiredTextSchema } from '../shared/schema-fields.ts';

export const SkuProductSchema = z.object({
  sku: RequiredTextSchema,
  tag: z.string().optional(),
  info: z.string().optional(),
});
export type SkuProduct = z.infer<typeof SkuProductSchema>;

export const V2ProductCarouselSchema = z.object({
  // choice: as for the deprecated carousel, LIGHT when the editor picked none
  theme: BlockThemeSchema.default('LIGHT'),
  title: z.string().default(''),
  products: z.array(SkuProductSchema).default([]),
});
export type V2ProductCarouselConfig = z.infer<typeof V2ProductCarouselSchema>;
