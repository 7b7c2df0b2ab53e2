import { createHash, timingSafeEqual } from 'node:crypto';
import { PAGE_MODEL } from '../../../contracts/cms.ts';
import { entryUrlPaths, type CmsWebhook } from '../../../contracts/cms-webhook.ts';
import { cmsCacheTags } from './cms-service.ts';

export const CMS_WEBHOOK_SECRET_HEADER = 'x-cms-webhook-secret';

/** Compares in constant time; hashing first makes both sides one length. */
export const secretMatches = (given: string | undefined, expected: string): boolean => {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
};

/** The sitemap lists the page model's entries, so any page change purges it. */
export const SITEMAP_CACHE_TAG = 'cms:sitemap';

/**
 * The cache tags a publish purges: a page's paths, old and new (a page moved from one
 * path to another leaves both); a layout model's every path, since one entry applies to
 * all; everything from the CMS when the payload names no model.
 */
export const purgeTagsFor = ({ modelName, newValue, previousValue }: CmsWebhook): string[] => {
  if (!modelName) {
    return [cmsCacheTags.all, SITEMAP_CACHE_TAG];
  }
  if (modelName !== PAGE_MODEL) {
    return [cmsCacheTags.model(modelName)];
  }
  const paths = [...new Set([...entryUrlPaths(newValue), ...entryUrlPaths(previousValue)])];
  const pageTags =
    paths.length > 0
      ? paths.map((path) => cmsCacheTags.path(PAGE_MODEL, path))
      : [cmsCacheTags.model(PAGE_MODEL)];
  return [...pageTags, SITEMAP_CACHE_TAG];
};
