import { z } from 'zod';
import { SafeUrlSchema } from '../../../contracts/cms-fields.ts';
import { BlockThemeSchema } from '../shared/block-theme.ts';

export const ArticleSchema = z.object({
  title: z.string().default(''),
  url: SafeUrlSchema.default(''),
  img: z.string().default(''),
  imgAlt: z.string().optional(),
});

export const ArticleCarouselSchema = z.object({
  // choice: as for the product carousels, LIGHT when the editor picked none
  theme: BlockThemeSchema.default('LIGHT'),
  title: z.string().default(''),
  articles: z.array(ArticleSchema).default([]),
});
export type ArticleCarouselConfig = z.infer<typeof ArticleCarouselSchema>;
