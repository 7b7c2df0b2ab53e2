import { css } from '@linaria/core';
import { CAROUSEL_CARD_SIZES, cmsImageAttributes } from '../../lib/cms-image.ts';
import { altText, isReadable } from '../../lib/readable-text.ts';
import { colors } from '../../lib/theme.ts';
import type { BlockProps } from '../define-block.ts';
import { CarouselSection } from '../shared/carousel/carousel-section.tsx';
import type { ArticleCarouselConfig } from './article-carousel.schema.ts';

const card = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  height: 100%;
  border-radius: 0.75rem;
  background: ${colors.paper};
  color: ${colors.ink};
  text-decoration: none;
  overflow: hidden;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    /* a tablet's one card per page is wide: the photo is cropped, not grown past the fold */
    max-height: 18rem;
    object-fit: cover;
  }
`;

const cardTitle = css`
  margin: 0;
  padding: 0 1rem 1rem;
  font-size: 1rem;
`;

export const ArticleCarousel = ({ config }: BlockProps<ArticleCarouselConfig>) => (
  <CarouselSection
    theme={config.theme}
    title={config.title}
    fallbackLabel="Articles"
    // a card is a link named by its title and picture: with nothing to read it is left out
    items={config.articles
      .filter(
        (article) =>
          isReadable(article.title) || (article.img !== '' && isReadable(article.imgAlt ?? '')),
      )
      .map((article, index) => (
        // articles are a fixed list from the CMS configuration
        <a key={index} className={card} href={article.url}>
          {article.img !== '' && (
            <img
              {...cmsImageAttributes(article.img, {
                sizes: CAROUSEL_CARD_SIZES,
                // the first card is in view wherever the carousel is on screen, and on a phone
                // its picture can be the page's largest paint: a lazy image waits for layout
                priority: index === 0 ? 'eager' : 'lazy',
              })}
              alt={altText(article.imgAlt)}
            />
          )}
          <h3 className={cardTitle}>{article.title}</h3>
        </a>
      ))}
  />
);
