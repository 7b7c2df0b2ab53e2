import { defineBlock } from '../define-block.ts';
import { themeInput } from '../shared/block-theme.ts';
import { IMAGE_FILE_TYPES } from '../shared/editor-inputs.ts';
import { ContentFlowSchema } from '../shared/schema-fields.ts';
import { StoryCard } from './story-card.tsx';
import { StoryCardSchema, StoryMediaTypeSchema, TextPositionSchema } from './story-card.schema.ts';

export const storyCardBlock = defineBlock({
  name: 'Story Card',
  schema: StoryCardSchema,
  component: StoryCard,
  inputs: [
    { ...themeInput, defaultValue: 'DARK' },
    {
      name: 'slides',
      type: 'list',
      subFields: [
        { name: 'header1', type: 'text', required: true, helperText: '40 characters max' },
        { name: 'header2', type: 'text', helperText: '40 characters max' },
        {
          name: 'subTitle',
          type: 'longText',
          required: true,
          helperText: '100 characters or fewer recommended',
        },
        {
          name: 'textPosition',
          type: 'text',
          enum: TextPositionSchema.options,
          defaultValue: 'LEFT',
        },
        {
          name: 'contentFlow',
          type: 'text',
          enum: ContentFlowSchema.options,
          defaultValue: 'NORMAL',
        },
        {
          name: 'contentFlowMobile',
          type: 'text',
          enum: ContentFlowSchema.options,
          defaultValue: 'NORMAL',
        },
        {
          name: 'callToAction',
          type: 'object',
          subFields: [
            { name: 'url', type: 'url' },
            { name: 'label', type: 'text' },
            { name: 'openInNewTab', type: 'boolean', defaultValue: false },
          ],
        },
        {
          name: 'media',
          type: 'object',
          subFields: [
            {
              name: 'url',
              type: 'file',
              allowedFileTypes: [...IMAGE_FILE_TYPES, 'gif', 'mp4'],
            },
            {
              name: 'type',
              type: 'text',
              enum: StoryMediaTypeSchema.options,
              defaultValue: 'IMAGE',
            },
            { name: 'altText', type: 'text' },
            { name: 'tintColor', type: 'color' },
          ],
        },
      ],
    },
  ],
});
