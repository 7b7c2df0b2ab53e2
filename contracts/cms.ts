import { z } from 'zod';
import { ContactUrlSchema, CssColourSchema, SafeUrlSchema } from './cms-fields.ts';

/**
 * The CMS (Builder) content API of docs/behaviour.md#data and #calls: GET {cms-host}/api/v3/content/{model}.
 * Block configurations belong to each block (src/blocks/<block>/<block>.schema.ts);
 * here a block is kept loose so one bad block never rejects a whole page.
 */

/** The content model of CMS pages; existing content is published under it. */
export const PAGE_MODEL = 'page';

export const CmsBlockSchema = z.looseObject({
  '@type': z.string().optional(),
  id: z.string().optional(),
  component: z
    .looseObject({ name: z.string(), options: z.record(z.string(), z.unknown()).optional() })
    .optional(),
  children: z.array(z.unknown()).optional(),
});
export type CmsBlock = z.infer<typeof CmsBlockSchema>;

/** The page layouts editors choose from (docs/behaviour.md#layouts). */
export const PAGE_LAYOUTS = ['default', 'minimal'] as const;
export type PageLayout = (typeof PAGE_LAYOUTS)[number];
export const DEFAULT_PAGE_LAYOUT: PageLayout = 'default';

// process-wide, since a cached page is parsed again on every refresh of the cache
const reportedLayouts = new Set<string>();

/**
 * A layout name this build does not know (a typo, a layout not shipped yet) falls back to
 * the default instead of failing the page, and is logged once per name.
 */
export const PageLayoutSchema = z.enum(PAGE_LAYOUTS).catch(({ value }) => {
  const name = JSON.stringify(value) ?? String(value);
  if (!reportedLayouts.has(name)) {
    reportedLayouts.add(name);
    console.warn(`[cms] page: unknown layout ${name}, the default layout is used`);
  }
  return DEFAULT_PAGE_LAYOUT;
});

export const ContentDataSchema = z.looseObject({
  title: z.string().optional(),
  /** absent on most pages: the default layout */
  layout: PageLayoutSchema.optional(),
  description: z.string().optional(),
  url: z.union([z.string(), z.array(z.string())]).optional(),
  blocks: z.array(CmsBlockSchema).optional(),
  state: z.record(z.string(), z.unknown()).optional(),
  inputs: z.array(z.unknown()).optional(),
  cssCode: z.string().optional(),
  customFonts: z.array(z.unknown()).optional(),
  jsCode: z.string().optional(),
  httpRequests: z.record(z.string(), z.unknown()).optional(),
});
export type ContentData = z.infer<typeof ContentDataSchema>;

export const ContentVariationSchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  /** share of visitors, 0 to 1 */
  testRatio: z.number().min(0).max(1).optional(),
  data: ContentDataSchema.optional(),
});
export type ContentVariation = z.infer<typeof ContentVariationSchema>;

export const ContentEntrySchema = z.looseObject({
  id: z.string(),
  name: z.string().optional(),
  modelId: z.string().optional(),
  published: z.string().optional(),
  /** share of visitors of the default content when it is tested against variations */
  testRatio: z.number().min(0).max(1).optional(),
  data: ContentDataSchema,
  meta: z.looseObject({ breakpoints: z.record(z.string(), z.number()).optional() }).optional(),
  // the CMS keys variations by their id
  variations: z.record(z.string(), ContentVariationSchema).optional(),
  testVariationId: z.string().optional(),
  testVariationName: z.string().optional(),
});
export type ContentEntry = z.infer<typeof ContentEntrySchema>;

export const ContentResponseSchema = z.object({ results: z.array(z.unknown()) });

/** The query of every content request (docs/behaviour.md#calls); the SDK builds it, tests check it. */
export const ContentQuerySchema = z.object({
  apiKey: z.string().min(1),
  limit: z.coerce.number().int().min(1),
  noTraverse: z.enum(['true', 'false']),
  includeRefs: z.literal('true'),
  locale: z.string().optional(),
  // the SDK sends enrich only when it is true
  enrich: z.enum(['true', 'false']).optional(),
  omit: z.string(),
  userAttributes: z.string().transform((text, context) => {
    try {
      return z.looseObject({ urlPath: z.string() }).parse(JSON.parse(text));
    } catch {
      context.addIssue({ code: 'custom', message: 'userAttributes must be JSON with urlPath' });
      return z.NEVER;
    }
  }),
});

/**
 * The query that lists a model's entries whatever their targeting (the sitemap): the
 * SDK's `options.noTargeting`, paged by limit and offset, only the fields named.
 */
export const ContentListQuerySchema = z.object({
  apiKey: z.string().min(1),
  noTargeting: z.literal('true'),
  limit: z.coerce.number().int().min(1).max(100),
  offset: z.coerce.number().int().min(0).default(0),
  fields: z.string().optional(),
});

/** A listed entry: only what the sitemap reads. */
export const ContentListItemSchema = z.looseObject({
  id: z.string(),
  lastUpdated: z.number().optional(),
  data: z.looseObject({ url: z.union([z.string(), z.array(z.string())]).optional() }).optional(),
});
export type ContentListItem = z.infer<typeof ContentListItemSchema>;

// ---- Layout models, fetched per page path

export const AnnouncementBannerSchema = z.object({
  /** HTML, sanitized on our server before it is shown */
  message: z.string(),
  backgroundColor: CssColourSchema.optional(),
});
export type AnnouncementBanner = z.infer<typeof AnnouncementBannerSchema>;

export const NavigationLinkSchema = z.object({
  label: z.string().optional(),
  url: SafeUrlSchema.optional(),
  tag: z.string().optional(),
  tagTextColor: CssColourSchema.optional(),
  tagBackgroundColor: CssColourSchema.optional(),
});
export type NavigationLink = z.infer<typeof NavigationLinkSchema>;

export const NavigationLinksSchema = z.object({
  desktop: z.array(NavigationLinkSchema).default([]),
  mobile: z.array(NavigationLinkSchema).default([]),
});
export type NavigationLinks = z.infer<typeof NavigationLinksSchema>;

/** A CMS reference resolved by includeRefs=true: `{ value: { data } }`. */
const reference = <T extends z.ZodType>(data: T) => z.object({ value: z.object({ data }) });

export const RestrictionFlagSchema = z.string();

export const FooterLinkSchema = z.object({
  label: z.string(),
  // a dropped address leaves the link without one rather than the footer without links
  url: SafeUrlSchema.default(''),
  restrictionFlags: z.array(RestrictionFlagSchema).default([]),
});
export type FooterLink = z.infer<typeof FooterLinkSchema>;

export const FooterColumnSchema = z.object({
  header: z.string(),
  links: z.array(FooterLinkSchema).default([]),
});
export type FooterColumn = z.infer<typeof FooterColumnSchema>;

export const SocialMediaLinkSchema = z.object({
  name: z.string(),
  url: SafeUrlSchema.default(''),
  icon: z.string().optional(),
});
export const MobileAppLinkSchema = z.object({
  platform: z.string(),
  url: SafeUrlSchema.default(''),
});
export const LabelledLinkSchema = z.object({
  label: z.string(),
  url: ContactUrlSchema.default(''),
});
export type LabelledLink = z.infer<typeof LabelledLinkSchema>;

export const FooterDataSchema = z.object({
  footerLinks: z.array(z.object({ column: reference(FooterColumnSchema) })).default([]),
  socialMediaLinks: z
    .array(z.object({ socialMediaLink: reference(SocialMediaLinkSchema) }))
    .default([]),
  mobileAppLinks: z.array(z.object({ mobileAppLink: reference(MobileAppLinkSchema) })).default([]),
  contactLinks: z.array(z.object({ contactLink: reference(LabelledLinkSchema) })).default([]),
  policyLinks: z.array(z.object({ policyLink: reference(LabelledLinkSchema) })).default([]),
  emailListing: z.object({ title: z.string(), subtitle: z.string().optional() }).optional(),
});
export type FooterData = z.infer<typeof FooterDataSchema>;

/** The layout models by name, so a service can validate any of them in one call. */
export const LayoutModelSchemas = {
  'announcement-banner': AnnouncementBannerSchema,
  'navigation-links': NavigationLinksSchema,
  'footer-data': FooterDataSchema,
} as const;
export type LayoutModel = keyof typeof LayoutModelSchemas;
