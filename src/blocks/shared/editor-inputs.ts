import type { BlockInput } from '../define-block.ts';
import { themeInput } from './block-theme.ts';
import { checkTitleLength } from './editor-checks.ts';

/** The image formats every image input accepts. */
export const IMAGE_FILE_TYPES = ['jpeg', 'jpg', 'png', 'webp'];

/** The theme and title inputs every product and article carousel starts with. */
export const carouselInputs: BlockInput[] = [
  themeInput,
  { name: 'title', type: 'text', onChange: checkTitleLength },
];
