import { themeInput } from '../shared/block-theme.ts';
import { cutValuePropositionHeader } from '../shared/editor-checks.ts';
import { defineBlock } from '../define-block.ts';
import { ValueProposition } from './value-proposition.tsx';
import {
  TileIconStyleSchema,
  TileSymbolSchema,
  ValuePropositionConfigSchema,
} from './value-proposition.schema.ts';

const otherChoices =
  'Other icon or style choices require contacting the software engineering team.';

export const valuePropositionBlock = defineBlock({
  name: 'Value Proposition',
  schema: ValuePropositionConfigSchema,
  component: ValueProposition,
  inputs: [
    themeInput,
    {
      name: 'header',
      type: 'text',
      onChange: cutValuePropositionHeader,
    },
    {
      name: 'tiles',
      type: 'list',
      helperText: 'No more than 4 tiles recommended.',
      subFields: [
        {
          name: 'symbol',
          type: 'text',
          enum: TileSymbolSchema.options,
          defaultValue: 'list-check',
          helperText: otherChoices,
        },
        {
          name: 'style',
          type: 'text',
          enum: TileIconStyleSchema.options,
          defaultValue: 'REGULAR',
          helperText: otherChoices,
        },
        { name: 'title', type: 'text', required: true },
        { name: 'body', type: 'text', helperText: '60 characters max' },
        { name: 'url', type: 'url' },
      ],
    },
  ],
});
