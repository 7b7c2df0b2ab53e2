import { createHash, timingSafeEqual } from 'node:crypto';
import { PAGE_MODEL } from '../../../contracts/cms.ts';
import { entryUrlPaths, type CmsWebhook } from '../../../contracts/cms-webhook.ts';
import { cacheTags } from '../cache-tags.ts';

export const CMS_WEBHOOK_SECRET_HEADER = 'x-cms-webhook-secret';

/** Compares in constant time; hashing first makes both sides one length. */
export const secretMatches = (given: string | undefined, expected: string): boolean => {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return given !== undefined && timingSafeEqual(digest(given), digest(expected));
};

/**
 * The cache tags a publish purges: a page's paths, old and new (a page moved from one
 * path to another leaves both); a layout model's every path, since one entry applies to
 * all; everything from the CMS when the payload names no model.
 */
export const purgeTagsFor = ({ modelName, newValue, previousValue }: CmsWebhook): string[] => {
  if (!modelName) {
    return [cacheTags.cms, cacheTags.sitemap];
  }
  if (modelName !== PAGE_MODEL) {
    return [cacheTags.cmsModel(modelName)];
  }
  const paths = [...new Set([...entryUrlPaths(newValue), ...entryUrlPaths(previousValue)])];
  const pageTags =
    paths.length > 0
      ? paths.map((path) => cacheTags.cmsPath(PAGE_MODEL, path))
      : [cacheTags.cmsModel(PAGE_MODEL)];
  return [...pageTags, cacheTags.sitemap];
};
