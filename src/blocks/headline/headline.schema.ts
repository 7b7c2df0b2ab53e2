import { z } from 'zod';
import { BlockThemeSchema } from '../shared/block-theme.ts';

export const CallToActionTypeSchema = z.enum(['BUTTON', 'LINK']);

export const HeadlineConfigSchema = z.object({
  headline: z.string().optional(),
  subHeadline: z.string().optional(),
  callToActionText: z.string().optional(),
  callToActionUrl: z.string().optional(),
  callToActionType: CallToActionTypeSchema.default('BUTTON'),
  theme: BlockThemeSchema.default('LIGHT'),
});
export type HeadlineConfig = z.output<typeof HeadlineConfigSchema>;
