import type { BlockInput } from '../define-block.ts';
import { checkTitleLength } from './editor-checks.ts';

/** The theme and title inputs every product and article carousel starts with. */
export const carouselInputs: BlockInput[] = [
  { name: 'theme', type: 'text', enum: ['LIGHT', 'DARK'], defaultValue: 'LIGHT' },
  { name: 'title', type: 'text', onChange: checkTitleLength },
];
