import { expect, test } from 'vitest';
import { isCmsPreview } from './cms-preview.ts';

test('each CMS preview parameter turns preview on', () => {
  for (const query of [
    'builder.preview=page',
    'builder.overrides.page=abc',
    'apiKey=public-key',
    'builder.space=space-id',
  ]) {
    expect(isCmsPreview(new URLSearchParams(query)), query).toBe(true);
  }
});

test('a shopper URL is not a preview', () => {
  expect(isCmsPreview(new URLSearchParams('q=omega&builder=1'))).toBe(false);
});
