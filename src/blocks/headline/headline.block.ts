import { themeInput } from '../shared/block-theme.ts';
import { checkHeadlineLength, checkSubHeadlineLength } from '../shared/editor-checks.ts';
import { defineBlock } from '../define-block.ts';
import { Headline } from './headline.tsx';
import { CallToActionTypeSchema, HeadlineConfigSchema } from './headline.schema.ts';

export const headlineBlock = defineBlock({
  name: 'Headline',
  pageHeading: (config) => Boolean(config.headline),
  schema: HeadlineConfigSchema,
  component: Headline,
  inputs: [
    {
      name: 'headline',
      type: 'text',
      onChange: checkHeadlineLength,
    },
    {
      name: 'subHeadline',
      type: 'longText',
      onChange: checkSubHeadlineLength,
    },
    { name: 'callToActionText', type: 'text' },
    { name: 'callToActionUrl', type: 'url' },
    {
      name: 'callToActionType',
      type: 'text',
      enum: CallToActionTypeSchema.options,
      defaultValue: 'BUTTON',
    },
    themeInput,
  ],
});
