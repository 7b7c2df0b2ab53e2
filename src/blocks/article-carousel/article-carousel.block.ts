import { defineBlock } from '../define-block.ts';
import { carouselInputs } from '../shared/carousel-inputs.ts';
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
        { name: 'img', type: 'file', allowedFileTypes: ['jpeg', 'jpg', 'png', 'webp'] },
        { name: 'imgAlt', type: 'text' },
      ],
    },
  ],
});
