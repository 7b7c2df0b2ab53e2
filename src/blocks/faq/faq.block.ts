import { themeInput } from '../shared/block-theme.ts';
import { defineBlock } from '../define-block.ts';
import { Faq } from './faq.tsx';
import { FaqConfigSchema } from './faq.schema.ts';

export const faqBlock = defineBlock({
  name: 'FAQ',
  schema: FaqConfigSchema,
  component: Faq,
  inputs: [
    themeInput,
    {
      name: 'faqs',
      type: 'list',
      subFields: [
        { name: 'question', type: 'text', required: true, helperText: '40 characters max' },
        { name: 'answer', type: 'longText' },
      ],
    },
  ],
});
