import { z } from 'zod';
import { droppable, SafeUrlSchema } from '../../../contracts/cms-fields.ts';
import { BlockThemeSchema } from '../shared/block-theme.ts';

export const CallToActionTypeSchema = z.enum(['BUTTON', 'LINK']);

export const HeadlineConfigSchema = z.object({
  headline: z.string().optional(),
  subHeadline: z.string().optional(),
  callToActionText: z.string().optional(),
  callToActionUrl: SafeUrlSchema.optional(),
  callToActionType: droppable(CallToActionTypeSchema).default('BUTTON'),
  theme: BlockThemeSchema.default('LIGHT'),
});
export type HeadlineConfig = z.output<typeof HeadlineConfigSchema>;
