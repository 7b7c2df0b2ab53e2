import { articleCarouselBlock } from './article-carousel/article-carousel.block.ts';
import type { BlockDefinition } from './define-block.ts';
import { productCarouselBlock } from './product-carousel/product-carousel.block.ts';
import { storyCardBlock } from './story-card/story-card.block.ts';
import { v2ProductCarouselBlock } from './v2-product-carousel/v2-product-carousel.block.ts';

/**
 * Every custom block editors can place, one per line, sorted by folder name so
 * parallel additions merge cleanly.
 */
export const blockRegistry: BlockDefinition[] = [
  articleCarouselBlock,
  productCarouselBlock,
  storyCardBlock,
  v2ProductCarouselBlock,
];

export const findBlock = (name: string) => blockRegistry.find((block) => block.name === name);
