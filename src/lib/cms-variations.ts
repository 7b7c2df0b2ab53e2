import type { ContentEntry } from '../../contracts/cms.ts';

/**
 * Server-side A/B choice among a content entry's variations (docs/behaviour.md#data), so the HTML
 * a shopper gets is already the chosen variant. The cookie name is the CMS SDK's
 * own (`builder.tests.{contentId}`), so the SDK in preview agrees with us.
 */
export const variationCookieName = (contentId: string) => `builder.tests.${contentId}`;

export type ChosenContent = { entry: ContentEntry; variationId: string };

/**
 * `stored` is the variation id the visitor's cookie holds; `draw` a number in [0, 1)
 * used only when there is none. The default content keeps the share the variations
 * leave (or its own testRatio).
 */
export const chooseVariation = (
  entry: ContentEntry,
  { stored, draw }: { stored?: string | undefined; draw: number },
): ChosenContent => {
  const variations = Object.values(entry.variations ?? {}).filter((variation) => variation.data);
  if (variations.length === 0) {
    return { entry, variationId: entry.id };
  }
  const pick = (variationId: string): ChosenContent => {
    const variation = variations.find((candidate) => candidate.id === variationId);
    return variation?.data
      ? {
          entry: {
            ...entry,
            data: variation.data,
            testVariationId: variation.id,
            ...(variation.name ? { testVariationName: variation.name } : {}),
          },
          variationId: variation.id,
        }
      : { entry, variationId: entry.id };
  };
  if (stored === entry.id || (stored && variations.some((variation) => variation.id === stored))) {
    return pick(stored);
  }
  let threshold = 0;
  for (const variation of variations) {
    threshold += variation.testRatio ?? 0;
    if (draw < threshold) {
      return pick(variation.id);
    }
  }
  return { entry, variationId: entry.id };
};
