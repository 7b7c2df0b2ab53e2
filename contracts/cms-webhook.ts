import { z } from 'zod';

/**
 * The CMS (Builder) publish webhook: Builder POSTs `{ modelName, operation, newValue,
 * previousValue }` to the model's webhook URL whenever an entry is published, changed,
 * unpublished or deleted. The values are whole content entries; we read only what
 * names the cache entries to purge: the model, the entry's id and its URL paths, which
 * live in the targeting query (`urlPath is …`) and, for page models, in `data.url`.
 */

const UrlPathsSchema = z.union([z.string(), z.array(z.string())]);

const TargetingSchema = z.looseObject({
  property: z.string(),
  value: z.unknown(),
});

export const WebhookEntrySchema = z.looseObject({
  id: z.string().min(1),
  query: z.array(TargetingSchema).optional(),
  data: z.looseObject({ url: UrlPathsSchema.optional() }).nullish(),
});
export type WebhookEntry = z.infer<typeof WebhookEntrySchema>;

export const CmsWebhookSchema = z
  .looseObject({
    modelName: z.string().min(1).optional(),
    operation: z.string().optional(),
    // null when the entry is new (previous) or deleted (new)
    newValue: WebhookEntrySchema.nullish(),
    previousValue: WebhookEntrySchema.nullish(),
  })
  .refine((body) => body.newValue ?? body.previousValue, {
    message: 'newValue or previousValue is required',
  });
export type CmsWebhook = z.infer<typeof CmsWebhookSchema>;

/** The URL paths an entry targets, from its `urlPath` targeting and its `data.url`. */
export const entryUrlPaths = (entry: WebhookEntry | null | undefined): string[] => {
  if (!entry) {
    return [];
  }
  const targeted = (entry.query ?? [])
    .filter((rule) => rule.property === 'urlPath')
    .flatMap((rule) => UrlPathsSchema.safeParse(rule.value).data ?? []);
  return [...new Set([...targeted, ...[entry.data?.url ?? []].flat()])].filter((path) =>
    path.startsWith('/'),
  );
};
