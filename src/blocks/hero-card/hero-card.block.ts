import { BlockThemeSchema } from '../shared/block-theme.ts';
import { IMAGE_FILE_TYPES } from '../shared/editor-inputs.ts';
import { defineBlock } from '../define-block.ts';
import { HeroCard } from './hero-card.tsx';
import {
  HeroCardConfigSchema,
  HeroTextSizeSchema,
  HorizontalPositionSchema,
  MobileMediaBreakpointSchema,
  VerticalPositionSchema,
} from './hero-card.schema.ts';

const imageHelp =
  'Both desktop and mobile images must be given; use the same url twice if they are the same.';

export const heroCardBlock = defineBlock({
  name: 'Hero Card',
  pageHeading: (config) => Boolean(config.header.line1),
  schema: HeroCardConfigSchema,
  component: HeroCard,
  inputs: [
    { name: 'desktopVideo', type: 'file', allowedFileTypes: ['mp4'] },
    { name: 'mobileVideo', type: 'file', allowedFileTypes: ['mp4'] },
    ...['desktopImage', 'mobileImage'].map((name) => ({
      name,
      type: 'file',
      allowedFileTypes: IMAGE_FILE_TYPES,
      helperText: imageHelp,
    })),
    { name: 'tintColor', type: 'color', defaultValue: '#000000' },
    {
      name: 'mobileMediaBreakpoint',
      type: 'text',
      enum: MobileMediaBreakpointSchema.options,
      defaultValue: 'mobile',
    },
    {
      name: 'header',
      type: 'object',
      subFields: [
        { name: 'line1', type: 'text', required: true, helperText: '40 characters max' },
        { name: 'line2', type: 'text', helperText: '40 characters max' },
        {
          name: 'textSize',
          type: 'text',
          enum: HeroTextSizeSchema.options,
          defaultValue: 'medium',
        },
        { name: 'textColor', type: 'color' },
        {
          name: 'horizontalPosition',
          type: 'text',
          enum: HorizontalPositionSchema.options,
          defaultValue: 'left',
        },
        {
          name: 'verticalPosition',
          type: 'text',
          enum: VerticalPositionSchema.options,
          defaultValue: 'top',
        },
        { name: 'topSubtext', type: 'text' },
        { name: 'bottomSubtext', type: 'text' },
        {
          name: 'buttons',
          type: 'list',
          subFields: [
            { name: 'text', type: 'text', required: true },
            {
              name: 'link',
              type: 'url',
              required: true,
              defaultValue: '/',
              helperText: 'Should be an internal path such as /products.',
            },
            {
              name: 'buttonTheme',
              type: 'text',
              enum: BlockThemeSchema.options,
              defaultValue: 'LIGHT',
            },
          ],
        },
      ],
    },
  ],
});
