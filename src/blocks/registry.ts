import { articleCarouselBlock } from './article-carousel/article-carousel.block.ts';
import type { BlockDefinition } from './define-block.ts';
import { faqBlock } from './faq/faq.block.ts';
import { headlineBlock } from './headline/headline.block.ts';
import { heroCardBlock } from './hero-card/hero-card.block.ts';
import { partnerEmailFormCardBlock } from './partner-email-form-card/partner-email-form-card.block.ts';
import { productBannerBlock } from './product-banner/product-banner.block.ts';
import { productCarouselBlock } from './product-carousel/product-carousel.block.ts';
import { productComparisonBlock } from './product-comparison/product-comparison.block.ts';
import { storyCardBlock } from './story-card/story-card.block.ts';
import { v2ProductCarouselBlock } from './v2-product-carousel/v2-product-carousel.block.ts';
import { valuePropositionBlock } from './value-proposition/value-proposition.block.ts';

/**
 * Every custom block editors can place, one per line, sorted by folder name so
 * parallel additions merge cleanly.
 */
export const blockRegistry: BlockDefinition[] = [
  articleCarouselBlock,
  faqBlock,
  headlineBlock,
  heroCardBlock,
  partnerEmailFormCardBlock,
  productBannerBlock,
  productCarouselBlock,
  productComparisonBlock,
  storyCardBlock,
  v2ProductCarouselBlock,
  valuePropositionBlock,
];

export const findBlock = (name: string) => blockRegistry.find((block) => block.name === name);
