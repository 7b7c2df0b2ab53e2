import { z } from 'zod';
import { SafeUrlSchema } from '../../../contracts/cms-fields.ts';
import { BlockThemeSchema } from '../shared/block-theme.ts';
import { ContentFlowSchema, RequiredTextSchema } from '../shared/schema-fields.ts';

export const ContentAlignmentSchema = z.enum(['LEFT', 'CENTER']);

export const ProductBannerConfigSchema = z.object({
  theme: BlockThemeSchema.default('LIGHT'),
  contentFlow: ContentFlowSchema.default('NORMAL'),
  contentAlignment: ContentAlignmentSchema.default('LEFT'),
  productSku: RequiredTextSchema,
  img: SafeUrlSchema.optional(),
  showAddToCartButton: z.boolean().default(true),
});
export type ProductBannerConfig = z.output<typeof ProductBannerConfigSchema>;
