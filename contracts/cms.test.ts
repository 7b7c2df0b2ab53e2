import { afterEach, expect, test, vi } from 'vitest';
import { ContentDataSchema, ContentEntrySchema } from './cms.ts';

afterEach(() => vi.restoreAllMocks());

test('a page entry names its layout, default or minimal; without the field it has none', () => {
  expect(ContentDataSchema.parse({ layout: 'minimal' }).layout).toBe('minimal');
  expect(ContentDataSchema.parse({ layout: 'default' }).layout).toBe('default');
  expect(ContentDataSchema.parse({ title: 'Home' }).layout).toBeUndefined();
});

test('an unknown layout falls back to the default, logged once per name, and the page stays valid', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const entry = (layout: unknown) =>
    ContentEntrySchema.parse({ id: 'page-x', data: { title: 'X', layout } });
  expect(entry('landing').data.layout).toBe('default');
  expect(entry('landing').data.layout).toBe('default');
  expect(entry(7).data.layout).toBe('default');
  expect(warn.mock.calls).toEqual([
    ['[cms] page: unknown layout "landing", the default layout is used'],
    ['[cms] page: unknown layout 7, the default layout is used'],
  ]);
});
