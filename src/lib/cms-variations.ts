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

/** One variation of a tested entry, with its share of visitors. */
export type TestedVariation = ChosenContent & { ratio: number };

/**
 * Every variation of an entry in the order a draw runs through them (the variations, then
 * the default with the share they leave), for a document shared by every visitor: it
 * carries them all and the visitor's browser shows one (src/lib/ab-picker.ts). An entry
 * under no test has one.
 */
export const everyVariation = (entry: ContentEntry): TestedVariation[] => {
  const variations = Object.values(entry.variations ?? {}).filter((variation) => variation.data);
  if (variations.length === 0) {
    return [{ entry, variationId: entry.id, ratio: 1 }];
  }
  const shares = variations.map((variation) => variation.testRatio ?? 0);
  const left = Math.max(0, 1 - shares.reduce((sum, share) => sum + share, 0));
  return [
    ...variations.map((variation, index) => ({
      ...chooseVariation(entry, { stored: variation.id, draw: 0 }),
      ratio: shares[index] ?? 0,
    })),
    { entry, variationId: entry.id, ratio: left },
  ];
};
