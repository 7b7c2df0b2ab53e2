/**
 * The words of the cache tags (docs/operations.md#tags-for-purging): what a cached CMS
 * result, the sitemap and a shared document are built from, so that the publish webhook
 * purges exactly those, in the shared cache, the render cache and at the edges. One
 * vocabulary for the one who tags and the one who purges.
 *
 * No product has a tag: nothing tells us a price or a stock changed, so a product reaches a
 * page when the product cache and the document's `s-maxage` run out
 * (docs/decisions/020-shared-documents.md).
 */
export const cacheTags = {
  /** everything from the CMS */
  cms: 'cms',
  /** every entry of a model: a layout model applies to every path */
  cmsModel: (model: string) => `cms:model:${model}`,
  /** one entry of a model, by its path */
  cmsPath: (model: string, urlPath: string) => `cms:path:${model}:${urlPath}`,
  /** the sitemap lists the page model's entries, so any page change purges it */
  sitemap: 'cms:sitemap',
  /** every document of a price group: a change of its prices purges them, no other group's */
  priceGroup: (group: string) => `price-group:${group}`,
};
