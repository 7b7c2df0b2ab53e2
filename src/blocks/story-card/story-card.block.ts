import { defineBlock } from '../define-block.ts';
import { StoryCard } from './story-card.tsx';
import { StoryCardSchema } from './story-card.schema.ts';

export const storyCardBlock = defineBlock({
  name: 'Story Card',
  schema: StoryCardSchema,
  component: StoryCard,
  inputs: [
    { name: 'theme', type: 'text', enum: ['DARK', 'LIGHT'], defaultValue: 'DARK' },
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
          enum: ['LEFT', 'CENTER', 'RIGHT'],
          defaultValue: 'LEFT',
        },
        { name: 'contentFlow', type: 'text', enum: ['NORMAL', 'REVERSE'], defaultValue: 'NORMAL' },
        {
          name: 'contentFlowMobile',
          type: 'text',
          enum: ['NORMAL', 'REVERSE'],
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
              allowedFileTypes: ['jpeg', 'jpg', 'png', 'webp', 'gif', 'mp4'],
            },
            { name: 'type', type: 'text', enum: ['IMAGE', 'VIDEO'], defaultValue: 'IMAGE' },
            { name: 'altText', type: 'text' },
            { name: 'tintColor', type: 'color' },
          ],
        },
      ],
    },
  ],
});
