import * as z from 'zod/mini';

/*
 * Written in zod/mini, the functional API of the same schemas: the browser validates these
 * payloads too, and zod/mini tree-shakes to a third of zod's size there.
 */

/** Messages that cross the window boundary: the chat iframe and the analytics relay. */

// ---- Analytics relay (docs/behaviour.md#validation): only same-origin `datalayer-push` with an event
export const AnalyticsWindowMessageSchema = z.object({
  type: z.literal('datalayer-push'),
  event: z.union([z.string().check(z.minLength(1)), z.record(z.string(), z.unknown())]),
});
export type AnalyticsWindowMessage = z.infer<typeof AnalyticsWindowMessageSchema>;

// ---- Add-to-cart analytics event pushed to the data layer (docs/behaviour.md#data)
export const AddToCartAnalyticsEventSchema = z.object({
  event: z.literal('addToCart'),
  productSku: z.string(),
  productName: z.string(),
  productPrice: z.number(),
  quantity: z.int().check(z.minimum(1)),
  currencyCode: z.literal('USD'),
});
export type AddToCartAnalyticsEvent = z.infer<typeof AddToCartAnalyticsEventSchema>;

// ---- Visitor attributes (logged-in users only, docs/behaviour.md#roles) and page views, pushed to the
// data layer for the tag manager
export const VisitorAttributesSchema = z.object({
  customerId: z.string(),
  priceGroup: z.string(),
  isAffiliateClient: z.boolean(),
  locale: z.string(),
});
export type VisitorAttributes = z.infer<typeof VisitorAttributesSchema>;

export const VisitorAttributesEventSchema = z.extend(VisitorAttributesSchema, {
  event: z.literal('visitorAttributes'),
});
export type VisitorAttributesEvent = z.infer<typeof VisitorAttributesEventSchema>;

export const PageViewEventSchema = z.object({
  event: z.literal('pageView'),
  pagePath: z.string().check(z.startsWith('/')),
});
export type PageViewEvent = z.infer<typeof PageViewEventSchema>;

// ---- Window events of a content page (docs/behaviour.md#cms-pages, #states), for analytics or QA to listen to
export const ContentLoadEventDetailSchema = z.object({
  id: z.string(),
  name: z.optional(z.string()),
  model: z.string(),
  urlPath: z.string(),
  variationId: z.string(),
  /** the entry's page fields (title, description, url, custom fields): all but its blocks,
   * which are the page on screen and would double its weight if sent again */
  data: z.record(z.string(), z.unknown()),
});
export type ContentLoadEventDetail = z.infer<typeof ContentLoadEventDetailSchema>;

export const ContentErrorEventDetailSchema = z.object({ message: z.string() });
export type ContentErrorEventDetail = z.infer<typeof ContentErrorEventDetailSchema>;

// ---- Chat iframe, outgoing: {source, type, payload}
export const ChatOutgoingTypeSchema = z.enum(['minimise', 'queryChat', 'enable-viewcart-cta']);
export const ChatOutgoingMessageSchema = z.object({
  source: z.string().check(z.minLength(1)),
  type: ChatOutgoingTypeSchema,
  payload: z.optional(z.unknown()),
});
export type ChatOutgoingMessage = z.infer<typeof ChatOutgoingMessageSchema>;

// ---- Chat iframe, incoming
export const ChatIncomingMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('FROM_IFRAME'), payload: z.optional(z.unknown()) }),
  z.object({ type: z.literal('REDIRECT_URL'), url: z.string().check(z.minLength(1)) }),
  z.object({
    type: z.literal('ADDTOCART_CLICK'),
    // docs/behaviour.md#states: a message without a product id still answers, with the failure toast;
    // null and '' are how a frame says "no id" as often as leaving it out
    productId: z.pipe(
      z.nullish(z.union([z.string(), z.number()])),
      z.transform((id) => (id === null || id === '' ? undefined : id)),
    ),
  }),
]);
export type ChatIncomingMessage = z.infer<typeof ChatIncomingMessageSchema>;
