import { themeInput } from '../shared/block-theme.ts';
import { defineBlock } from '../define-block.ts';
import { Headline } from './headline.tsx';
import { CallToActionTypeSchema, HeadlineConfigSchema } from './headline.schema.ts';

// Editor checks are serialised with Function.prototype.toString and run inside the CMS
// editor: each must stay self-contained (no imports, no outer variables).
export const headlineBlock = defineBlock({
  name: 'Headline',
  pageHeading: (config) => Boolean(config.headline),
  schema: HeadlineConfigSchema,
  component: Headline,
  inputs: [
    {
      name: 'headline',
      type: 'text',
      onChange: (options: Map<string, unknown>) => {
        const value = options.get('headline');
        if (typeof value === 'string' && value.length > 40) {
          alert('maximum headline length is 40 characters');
        }
      },
    },
    {
      name: 'subHeadline',
      type: 'longText',
      onChange: (options: Map<string, unknown>) => {
        const value = options.get('subHeadline');
        if (typeof value === 'string' && value.length > 240) {
          alert('maximum sub-headline length is 240 characters');
        }
      },
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
