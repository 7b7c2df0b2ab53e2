import { z } from 'zod';
import { CssColourSchema, SafeUrlSchema } from '../../../contracts/cms-fields.ts';
import { BlockThemeSchema } from '../shared/block-theme.ts';
import { ContentFlowSchema, RequiredTextSchema } from '../shared/schema-fields.ts';

export const TextPositionSchema = z.enum(['LEFT', 'CENTER', 'RIGHT']);
export const StoryMediaTypeSchema = z.enum(['IMAGE', 'VIDEO']);

export const StorySlideSchema = z.object({
  header1: RequiredTextSchema,
  header2: z.string().optional(),
  subTitle: RequiredTextSchema,
  textPosition: TextPositionSchema.default('LEFT'),
  // choice: docs/behaviour.md gives no default for either flow; NORMAL is the unsurprising one
  contentFlow: ContentFlowSchema.default('NORMAL'),
  contentFlowMobile: ContentFlowSchema.default('NORMAL'),
  callToAction: z
    .object({
      url: SafeUrlSchema.optional(),
      label: z.string().optional(),
      openInNewTab: z.boolean().default(false),
    })
    .optional(),
  media: z
    .object({
      url: SafeUrlSchema.optional(),
      type: StoryMediaTypeSchema.default('IMAGE'),
      altText: z.string().optional(),
      tintColor: CssColourSchema.optional(),
    })
    .optional(),
});
export type StorySlide = z.infer<typeof StorySlideSchema>;

export const StoryCardSchema = z.object({
  theme: BlockThemeSchema.default('DARK'),
  slides: z.array(StorySlideSchema).default([]),
});
export type StoryCardConfig = z.infer<typeof StoryCardSchema>;
