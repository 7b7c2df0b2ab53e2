import { defineBlock } from '../define-block.ts';
import { PartnerEmailFormCard } from './partner-email-form-card.tsx';
import {
  MethodTypeSchema,
  PartnerEmailFormCardConfigSchema,
} from './partner-email-form-card.schema.ts';

export const partnerEmailFormCardBlock = defineBlock({
  name: 'Partner Email Form Card',
  schema: PartnerEmailFormCardConfigSchema,
  component: PartnerEmailFormCard,
  inputs: [
    {
      name: 'title',
      type: 'text',
      helperText: 'What the card signs people up for, e.g. "Launch alerts"',
    },
    { name: 'description', type: 'text', helperText: 'One line under the title' },
    { name: 'buttonText', type: 'text', required: true },
    { name: 'successMessage', type: 'text', required: true },
    { name: 'errorMessage', type: 'text', required: true },
    { name: 'url', type: 'url', required: true },
    { name: 'methodType', type: 'text', enum: MethodTypeSchema.options, defaultValue: 'GET' },
    {
      name: 'urlParams',
      type: 'list',
      subFields: [
        { name: 'key', type: 'text' },
        { name: 'value', type: 'text' },
      ],
    },
    { name: 'bodyData', type: 'longText' },
  ],
});
