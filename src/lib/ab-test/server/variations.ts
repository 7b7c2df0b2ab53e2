import type { ContentEntry } from '../../../../contracts/cms.ts';

/** One variation of a tested entry, with its share of visitors. */
export type TestedVariation = { entry: ContentEntry; variationId: string; ratio: number };

/**
 * Every variation of an entry in the order a draw runs through them (the variations, then
 * the default with the share they leave), for a document shared by every visitor: it
 * carries them all and the visitor's browser shows one (../browser/visitor-variation.ts). Each is the
 * entry with the variation's content, id and name, as the CMS gives a chosen variation.
 * An entry under no test has one.
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
      entry: {
        ...entry,
        data: variation.data ?? entry.data,
        testVariationId: variation.id,
        ...(variation.name ? { testVariationName: variation.name } : {}),
      },
      variationId: variation.id,
      ratio: shares[index] ?? 0,
    })),
    { entry, variationId: entry.id, ratio: left },
  ];
};
