import * as z from 'zod/mini';

/*
 * Written in zod/mini, the functional API of the same schemas: the browser validates these
 * payloads too, and zod/mini tree-shakes to a third of zod's size there.
 */

/** The personalisation service of docs/behaviour.md#layouts, #data and #calls, under /{provider}/. */

export const VariationSchema = z.object({
  name: z.string(),
  experienceName: z.optional(z.string()),
  /** e.g. CUSTOM_JSON */
  type: z.string(),
  // choice: free-form JSON; the chat gate reads data.enabled
  data: z.optional(z.record(z.string(), z.unknown())),
});
export type Variation = z.infer<typeof VariationSchema>;

export const ChoiceSchema = z.object({
  name: z.string(),
  variations: z.array(VariationSchema),
});
export type Choice = z.infer<typeof ChoiceSchema>;

export const PersonalisationCookieSchema = z.object({
  name: z.string().check(z.minLength(1)),
  value: z.string(),
  // choice: lifetime in seconds, optional
  maxAge: z.optional(z.int()),
});

export const ChooseVariationsResponseSchema = z.object({
  choices: z.array(ChoiceSchema),
  cookies: z.array(PersonalisationCookieSchema),
});
export type ChooseVariationsResponse = z.infer<typeof ChooseVariationsResponseSchema>;

export const PageContextTypeSchema = z.enum(['HOMEPAGE', 'PRODUCT', 'CATEGORY', 'OTHER']);
export type PageContextType = z.infer<typeof PageContextTypeSchema>;

// choice: choose-variations takes pagePath in the query (docs/behaviour.md#calls) and the rest of the
// page context as query parameters too: pageType, pageData (repeated), sectionId
export const ChooseVariationsQuerySchema = z.object({
  pagePath: z.string().check(z.startsWith('/')),
  pageType: PageContextTypeSchema,
  pageData: z.array(z.string()),
  sectionId: z.string().check(z.minLength(1)),
});
export type ChooseVariationsQuery = z.infer<typeof ChooseVariationsQuerySchema>;

export const TrackEventSchema = z.object({
  name: z.string().check(z.minLength(1)),
  properties: z.record(z.string(), z.unknown()),
});
export type TrackEvent = z.infer<typeof TrackEventSchema>;

export const TrackEventsRequestSchema = z.array(TrackEventSchema).check(z.minLength(1));
