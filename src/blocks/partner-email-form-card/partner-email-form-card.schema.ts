import { z } from 'zod';

export const MethodTypeSchema = z.enum(['GET', 'POST']);

export const PartnerEmailFormCardConfigSchema = z.object({
  buttonText: z.string().min(1),
  successMessage: z.string().min(1),
  errorMessage: z.string().min(1),
  url: z.string().min(1),
  methodType: MethodTypeSchema.default('GET'),
  urlParams: z
    .array(z.object({ key: z.string().default(''), value: z.string().default('') }))
    .default([]),
  bodyData: z.string().optional(),
});
export type PartnerEmailFormCardConfig = z.output<typeof PartnerEmailFormCardConfigSchema>;
