import { expect, test } from 'vitest';
import { ContentEntrySchema } from '../../../../contracts/cms.ts';
import { everyVariation } from './variations.ts';

const entry = ContentEntrySchema.parse({
  id: 'home',
  testRatio: 0.5,
  data: { title: 'Default' },
  variations: {
    'variant-b': { id: 'variant-b', name: 'Bold hero', testRatio: 0.3, data: { title: 'B' } },
    'variant-c': { id: 'variant-c', name: 'Calm hero', testRatio: 0.2, data: { title: 'C' } },
  },
});

test('every variation with its share, the default last with the share they leave', () => {
  expect(
    everyVariation(entry).map(({ variationId, ratio, entry: shown }) => ({
      variationId,
      ratio,
      title: shown.data.title,
    })),
  ).toEqual([
    { variationId: 'variant-b', ratio: 0.3, title: 'B' },
    { variationId: 'variant-c', ratio: 0.2, title: 'C' },
    { variationId: 'home', ratio: 0.5, title: 'Default' },
  ]);
});

test('a variation carries its id and name like the CMS does', () => {
  const [bold] = everyVariation(entry);
  expect(bold?.entry.testVariationId).toBe('variant-b');
  expect(bold?.entry.testVariationName).toBe('Bold hero');
});

test('an entry without variations is shown as it is', () => {
  const plain = ContentEntrySchema.parse({ id: 'plain', data: { title: 'Only' } });
  expect(everyVariation(plain)).toEqual([{ entry: plain, variationId: 'plain', ratio: 1 }]);
});
