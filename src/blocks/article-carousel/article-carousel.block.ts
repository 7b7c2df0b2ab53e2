import { defineBlock } from '../define-block.ts';
import { carouselInputs, IMAGE_FILE_TYPES } from '../shared/editor-inputs.ts';
import { ArticleCarousel } from './article-carousel.tsx';
import { ArticleCarouselSchema } from './article-carousel.schema.ts';

export const articleCarouselBlock = defineBlock({
  name: 'Article Carousel',
  schema: ArticleCarouselSchema,
  component: ArticleCarousel,
  inputs: [
    ...carouselInputs,
    {
      name: 'articles',
      type: 'list',
      subFields: [
        { name: 'title', type: 'text' },
        { name: 'url', type: 'url' },
        { name: 'img', type: 'file', allowedFileTypes: IMAGE_FILE_TYPES },
        { name: 'imgAlt', type: 'text' },
      ],
    },
  ],
});
