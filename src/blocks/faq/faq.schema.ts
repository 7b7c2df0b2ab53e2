import { z } from 'zod';
import { BlockThemeSchema } from '../shared/block-theme.ts';

export const FaqConfigSchema = z.object({
  theme: BlockThemeSchema.default('LIGHT'),
  faqs: z.array(z.object({ question: z.string(), answer: z.string().default('') })).default([]),
});
export type FaqConfig = z.output<typeof FaqConfigSchema>;
