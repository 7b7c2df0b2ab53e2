import { z } from 'zod';
import { BlockThemeSchema } from '../shared/block-theme.ts';
import { RequiredTextSchema } from '../shared/schema-fields.ts';

export const ContentFlowSchema = z.enum(['NORMAL', 'REVERSE']);

export const StorySlideSchema = z.object({
  header1: RequiredTextSchema,
  header2: z.string().optional(),
  subTitle: RequiredTextSchema,
  textPosition: z.enum(['LEFT', 'CENTER', 'RIGHT']).default('LEFT'),
  // choice: SPEC.md gives no default for either flow; NORMAL is the unsurprising one
  contentFlow: ContentFlowSchema.default('NORMAL'),
  contentFlowMobile: ContentFlowSchema.default('NORMAL'),
  callToAction: z
    .object({
      url: z.string().optional(),
      label: z.string().optional(),
      openInNewTab: z.boolean().default(false),
    })
    .optional(),
  media: z
    .object({
      url: z.string().optional(),
      type: z.enum(['IMAGE', 'VIDEO']).default('IMAGE'),
      altText: z.string().optional(),
      tintColor: z.string().optional(),
    })
    .optional(),
});
export type StorySlide = z.infer<typeof StorySlideSchema>;

export const StoryCardSchema = z.object({
  theme: BlockThemeSchema.default('DARK'),
  slides: z.array(StorySlideSchema).default([]),
});
export type StoryCardConfig = z.infer<typeof StoryCardSchema>;
