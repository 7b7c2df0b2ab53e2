import { z } from 'zod';
import { SafeUrlSchema } from '../../../contracts/cms-fields.ts';
import { RequiredTextSchema } from '../shared/schema-fields.ts';

export const MethodTypeSchema = z.enum(['GET', 'POST']);

export const PartnerEmailFormCardConfigSchema = z.object({
  // what the card signs a shopper up for: two cards on a page must not read as one twice
  title: z.string().trim().optional(),
  description: z.string().trim().optional(),
  buttonText: RequiredTextSchema,
  successMessage: RequiredTextSchema,
  errorMessage: RequiredTextSchema,
  url: RequiredTextSchema.pipe(SafeUrlSchema),
  methodType: MethodTypeSchema.default('GET'),
  urlParams: z
    .array(z.object({ key: z.string().default(''), value: z.string().default('') }))
    .default([]),
  bodyData: z.string().optional(),
});
export type PartnerEmailFormCardConfig = z.output<typeof PartnerEmailFormCardConfigSchema>;
