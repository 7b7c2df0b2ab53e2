import { expect, test, vi } from 'vitest';
import * as cmsFields from '../../contracts/cms-fields.ts';
import { parseBlockConfig } from './parse-block-config.ts';
import { storyCardBlock } from './story-card/story-card.block.ts';

test('an options object kept in the CMS cache is validated once, whatever the number of renders', () => {
  const validate = vi.spyOn(cmsFields, 'parseDroppingBadFields');
  const options = { slides: [{ header1: 'Sleep better', subTitle: 'Calm nights' }] };
  const first = parseBlockConfig(storyCardBlock, options, 'builder-a');
  const again = parseBlockConfig(storyCardBlock, options, 'builder-a');
  expect(again).toBe(first);
  expect(first).toMatchObject({ success: true });
  expect(validate).toHaveBeenCalledTimes(1);
  // a new entry (another publish) is new options: validated again
  parseBlockConfig(
    storyCardBlock,
    { slides: [{ header1: 'Sleep better', subTitle: 'Calm nights' }] },
    'builder-a',
  );
  expect(validate).toHaveBeenCalledTimes(2);
  validate.mockRestore();
});

test('a kept result answers only for its own block type', () => {
  const options = { slides: [{ subTitle: 'no heading' }] };
  expect(parseBlockConfig(storyCardBlock, options)).toMatchObject({ success: false });
  const other = { ...storyCardBlock, name: 'Other' };
  expect(parseBlockConfig(other, options)).toMatchObject({
    success: false,
    problems: [expect.stringMatching(/^Other: /)],
  });
});
