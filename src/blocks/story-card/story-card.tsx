import { css } from '@linaria/core';
import { cmsImageAttributes } from '../../lib/cms-image.ts';
import { altText, isReadable } from '../../lib/readable-text.ts';
import type { BlockProps } from '../define-block.ts';
import { blockSection, breakpoints, colors, fonts } from '../../lib/theme.ts';
import { themeStyle } from '../shared/block-theme.ts';
import { Carousel } from '../shared/carousel/carousel.tsx';
import type { StoryCardConfig, StorySlide } from './story-card.schema.ts';

// the gutter keeps the arrows, and the media's rounded corners, off the screen's edges
const root = css`
  ${blockSection('2rem 1rem')}
`;

// Order of text and media: data-flow from md up, data-flow-mobile below it.
const slide = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-height: 24rem;
  &[data-flow-mobile='REVERSE'] {
    flex-direction: column-reverse;
  }
  @media (min-width: ${breakpoints.md}px) {
    &,
    &[data-flow-mobile] {
      flex-direction: row;
    }
    &[data-flow='REVERSE'] {
      flex-direction: row-reverse;
    }
  }
`;

const content = css`
  flex: 1 1 50%;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: 1rem;
  padding: 1.5rem;
  &[data-position='LEFT'] {
    align-items: flex-start;
    text-align: left;
  }
  &[data-position='CENTER'] {
    align-items: center;
    text-align: center;
  }
  &[data-position='RIGHT'] {
    align-items: flex-end;
    text-align: right;
  }
`;

const heading = css`
  margin: 0;
  font-family: ${fonts.heading};
  font-size: clamp(1.75rem, 4vw, 2.75rem);
  line-height: 1.15;
  span {
    display: block;
  }
`;

const subtitle = css`
  margin: 0;
  font-size: 1.125rem;
`;

const cta = css`
  display: inline-block;
  padding: 0.75rem 1.5rem;
  border-radius: 999px;
  background: ${colors.accent};
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
`;

const mediaBox = css`
  position: relative;
  flex: 1 1 50%;
  min-height: 16rem;
  border-radius: 0.75rem;
  overflow: hidden;
  img,
  video {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const tint = css`
  position: absolute;
  inset: 0;
  pointer-events: none;
`;

const StoryMedia = ({ media }: { media: NonNullable<StorySlide['media']> }) => (
  <div className={mediaBox}>
    {media.type === 'VIDEO' ? (
      <video
        src={media.url}
        autoPlay
        muted
        loop
        playsInline
        // a label of spaces names nothing: without one the looping video is decoration
        aria-label={altText(media.altText) || undefined}
        data-testid="story-video"
      />
    ) : (
      <img
        {...cmsImageAttributes(media.url, {
          sizes: `(min-width: ${breakpoints.lg}px) 50vw, 100vw`,
          priority: 'lazy',
        })}
        alt={altText(media.altText)}
      />
    )}
    {media.tintColor && (
      <span
        className={tint}
        style={{ background: `linear-gradient(to top, ${media.tintColor}, transparent)` }}
        data-testid="story-tint"
      />
    )}
  </div>
);

const StorySlideView = ({ slide: story }: { slide: StorySlide }) => {
  const { callToAction } = story;
  const newTab = callToAction?.openInNewTab
    ? { target: '_blank', rel: 'noopener noreferrer' }
    : undefined;
  return (
    <div className={slide} data-flow={story.contentFlow} data-flow-mobile={story.contentFlowMobile}>
      <div className={content} data-position={story.textPosition}>
        <h2 className={heading}>
          <span>{story.header1}</span>
          {/* the space keeps the two lines apart for assistive technology */}
          {story.header2 && (
            <>
              {' '}
              <span>{story.header2}</span>
            </>
          )}
        </h2>
        <p className={subtitle}>{story.subTitle}</p>
        {/* a call to action with no words to read would be a link without a name: left out */}
        {callToAction?.url && isReadable(callToAction.label ?? '') && (
          <a className={cta} href={callToAction.url} {...newTab}>
            {callToAction.label}
          </a>
        )}
      </div>
      {story.media?.url && <StoryMedia media={story.media} />}
    </div>
  );
};

/** docs/behaviour.md#blocks: a carousel of one story per page, without dots. */
export const StoryCard = ({ config }: BlockProps<StoryCardConfig>) => {
  if (config.slides.length === 0) {
    return null;
  }
  return (
    <div className={root} style={themeStyle(config.theme)}>
      <Carousel
        label="Stories"
        pageSize={1}
        showDots={false}
        arrowsAlways
        items={config.slides.map((story, index) => (
          // slides are a fixed list from the CMS configuration
          <StorySlideView key={index} slide={story} />
        ))}
      />
    </div>
  );
};
