import { z } from 'zod';

/** The personalisation service of SPEC.md 2.2, 3 and 7, under /{provider}/. */

export const VariationSchema = z.object({
  name: z.string(),
  experienceName: z.string().optional(),
  /** e.g. CUSTOM_JSON */
  type: z.string(),
  // choice: free-form JSON; the chat gate reads data.enabled
  data: z.record(z.string(), z.unknown()).optional(),
});
export type Variation = z.infer<typeof VariationSchema>;

export const ChoiceSchema = z.object({
  name: z.string(),
  variations: z.array(VariationSchema),
});
export type Choice = z.infer<typeof ChoiceSchema>;

export const PersonalisationCookieSchema = z.object({
  name: z.string().min(1),
  value: z.string(),
  // choice: lifetime in seconds, optional
  maxAge: z.number().int().optional(),
});

export const ChooseVariationsResponseSchema = z.object({
  choices: z.array(ChoiceSchema),
  cookies: z.array(PersonalisationCookieSchema),
});
export type ChooseVariationsResponse = z.infer<typeof ChooseVariationsResponseSchema>;

export const PageContextTypeSchema = z.enum(['HOMEPAGE', 'PRODUCT', 'CATEGORY', 'OTHER']);
export type PageContextType = z.infer<typeof PageContextTypeSchema>;

// choice: choose-variations takes pagePath in the query (SPEC.md 7) and the rest of the
// page context as query parameters too: pageType, pageData (repeated), sectionId
export const ChooseVariationsQuerySchema = z.object({
  pagePath: z.string().startsWith('/'),
  pageType: PageContextTypeSchema,
  pageData: z.array(z.string()),
  sectionId: z.string().min(1),
});
export type ChooseVariationsQuery = z.infer<typeof ChooseVariationsQuerySchema>;

export const TrackEventSchema = z.object({
  name: z.string().min(1),
  properties: z.record(z.string(), z.unknown()),
});
export type TrackEvent = z.infer<typeof TrackEventSchema>;

export const TrackEventsRequestSchema = z.array(TrackEventSchema).min(1);
