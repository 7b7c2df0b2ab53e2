import { z } from 'zod';
import { CssColourSchema, droppable, SafeUrlSchema } from '../../../contracts/cms-fields.ts';
import { colors } from '../../lib/theme.ts';
import { BlockThemeSchema } from '../shared/block-theme.ts';

/** Deprecated: products typed in by hand (docs/behaviour.md#data). */
export const ManualProductSchema = z.object({
  id: z.number().optional(),
  // the product's SKU, when the editor gives one: its price is then the site API's
  // (docs/decisions/023-prices-and-reachable-entries.md)
  sku: z.string().trim().optional(),
  name: z.string().default(''),
  info: z.string().default(''),
  price: z.string().default(''),
  rating: droppable(z.number()).default(0),
  tag: z.string().optional(),
  img: z.string().default(''),
  imgAlt: z.string().optional(),
  url: SafeUrlSchema.default(''),
  tagColor: CssColourSchema.default(colors.tagBackground),
  tagTextColor: CssColourSchema.default(colors.tagText),
});

export const ProductCarouselSchema = z.object({
  // choice: docs/behaviour.md names no default theme for the carousels; LIGHT is the page's own
  theme: BlockThemeSchema.default('LIGHT'),
  title: z.string().default(''),
  products: z.array(ManualProductSchema).default([]),
});
export type ProductCarouselConfig = z.infer<typeof ProductCarouselSchema>;
export type ManualProduct = z.infer<typeof ManualProductSchema>;
