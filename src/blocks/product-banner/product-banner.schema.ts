import { z } from 'zod';
import { BlockThemeSchema } from '../block-theme.ts';

export const ContentFlowSchema = z.enum(['NORMAL', 'REVERSE']);
export const ContentAlignmentSchema = z.enum(['LEFT', 'CENTER']);

export const ProductBannerConfigSchema = z.object({
  theme: BlockThemeSchema.default('LIGHT'),
  contentFlow: ContentFlowSchema.default('NORMAL'),
  contentAlignment: ContentAlignmentSchema.default('LEFT'),
  productSku: z.string().min(1),
  img: z.string().optional(),
  showAddToCartButton: z.boolean().default(true),
});
export type ProductBannerConfig = z.output<typeof ProductBannerConfigSchema>;
