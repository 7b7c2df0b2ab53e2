import { expect, test } from 'vitest';
import { ContentEntrySchema } from '../../contracts/cms.ts';
import { chooseVariation, variationCookieName } from './cms-variations.ts';

const entry = ContentEntrySchema.parse({
  id: 'home',
  testRatio: 0.5,
  data: { title: 'Default' },
  variations: {
    'variant-b': { id: 'variant-b', name: 'Bold hero', testRatio: 0.3, data: { title: 'B' } },
    'variant-c': { id: 'variant-c', name: 'Calm hero', testRatio: 0.2, data: { title: 'C' } },
  },
});

test('the draw falls into each variation by its testRatio, the rest keeps the default', () => {
  expect(chooseVariation(entry, { draw: 0.1 }).entry.data.title).toBe('B');
  expect(chooseVariation(entry, { draw: 0.29 }).variationId).toBe('variant-b');
  expect(chooseVariation(entry, { draw: 0.3 }).variationId).toBe('variant-c');
  expect(chooseVariation(entry, { draw: 0.49 }).entry.data.title).toBe('C');
  expect(chooseVariation(entry, { draw: 0.5 }).entry.data.title).toBe('Default');
  expect(chooseVariation(entry, { draw: 0.99 }).variationId).toBe('home');
});

test('the chosen variation carries its id and name like the CMS does', () => {
  const chosen = chooseVariation(entry, { draw: 0 });
  expect(chosen.entry.testVariationId).toBe('variant-b');
  expect(chosen.entry.testVariationName).toBe('Bold hero');
});

test('a visitor keeps the variation the cookie holds, whatever the draw', () => {
  expect(chooseVariation(entry, { stored: 'variant-c', draw: 0 }).entry.data.title).toBe('C');
  expect(chooseVariation(entry, { stored: 'home', draw: 0 }).entry.data.title).toBe('Default');
});

test('an unknown stored id is ignored and the draw decides', () => {
  expect(chooseVariation(entry, { stored: 'gone', draw: 0 }).variationId).toBe('variant-b');
});

test('an entry without variations is shown as it is', () => {
  const plain = ContentEntrySchema.parse({ id: 'plain', data: { title: 'Only' } });
  expect(chooseVariation(plain, { draw: 0.3 })).toEqual({ entry: plain, variationId: 'plain' });
});

test('the cookie name is the CMS SDK one', () => {
  expect(variationCookieName('home')).toBe('builder.tests.home');
});
