import { css, cx } from '@linaria/core';
import type { CSSProperties, ReactNode } from 'react';
import { breakpoints, paintedInForcedColors } from '../../../lib/theme.ts';
import { CarouselRegion } from '../../../client-components/cms/content-islands.ts';
import {
  DEFAULT_PAGE_SIZE,
  ONE_PER_PAGE_MAX_WIDTH,
  TWO_PER_PAGE_MAX_WIDTH,
  itemsPerPage,
  pageCount,
  type SlideDirection,
} from './carousel-rules.ts';

type CustomProperties = CSSProperties & Record<`--${string}`, string | number>;

/*
 * The container queries below repeat itemsPerPage() in CSS, so the server HTML already lays
 * out the first page, its dots and arrows as they are once a script has measured the width:
 * nothing moves at hydration on a slow phone (issue 44). The root is the container: its
 * content box is the window's width, and the dots and arrows are inside it too.
 */
const root = css`
  position: relative;
  container-type: inline-size;
  @media (min-width: ${breakpoints.lg}px) {
    padding: 0 3rem;
  }
`;

// The vertical padding keeps a focused card's outline inside the clipped area.
const viewport = css`
  overflow: hidden;
  padding: 0.5rem 0;
`;

/*
 * A dot (or the arrows and the row of dots, as "page 2") for a page that the two-per-page or
 * the widest layout does not have: the server cannot know the width, so it renders every
 * layout's and the width hides the rest.
 */
const pastLastPage = css`
  @container (width > ${ONE_PER_PAGE_MAX_WIDTH}px) {
    &[data-past-two] {
      display: none;
    }
  }
  @container (width > ${TWO_PER_PAGE_MAX_WIDTH}px) {
    &[data-past-wide] {
      display: none;
    }
  }
`;

/*
 * Paging follows itemsPerPage(); what a page shows around its item is ours to choose. Where
 * a page holds one item (a container of 768 px or less) the slide is a little narrower than
 * the container, so a sliver of the next card shows beside it as a cue to swipe, never a
 * whole card more than the page holds. --step is the share of the container one page takes:
 * the track is that wide, so a page still moves by translateX(-100%), and the cards after it
 * overflow into view. --per-page repeats itemsPerPage() for the layout below.
 *
 * A short last page (a peek, or fewer items than a page holds) would leave part of the row
 * empty, so the offset stops where the last card meets the right edge: the last page shows
 * its own items with the end of the previous page beside them.
 */
const track = css`
  --step: 1;
  --per-page: var(--page-size);
  display: flex;
  width: calc(100% * var(--step));
  transform: translateX(
    calc(-100% * clamp(0, var(--page) - 1, var(--item-count) / var(--per-page) - 1 / var(--step)))
  );
  transition: transform 350ms ease;
  touch-action: pan-y;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  @container (max-width: ${TWO_PER_PAGE_MAX_WIDTH}px) {
    --per-page: min(2, var(--page-size));
  }
  @container (max-width: ${ONE_PER_PAGE_MAX_WIDTH}px) {
    --per-page: 1;
  }
`;

// fewer items than a page holds are centred: the first is set in by half the empty room
const slide = css`
  flex: 0 0 calc(100% / var(--per-page));
  min-width: 0;
  padding: 0 0.5rem;
  &:first-child {
    margin-left: calc(max(0, var(--per-page) - var(--item-count)) / var(--per-page) * 50%);
  }
`;

// one-per-page peeks apply to multi-item carousels; a one-slide-per-page carousel (the
// Story Card) keeps its slide full width
const peeking = css`
  @container (max-width: ${ONE_PER_PAGE_MAX_WIDTH}px) {
    --step: 0.84;
  }
`;

const arrow = css`
  display: none;
  z-index: 1;
  position: absolute;
  top: 50%;
  transform: translateY(-50%);
  width: 2.5rem;
  height: 2.5rem;
  align-items: center;
  justify-content: center;
  border: 1px solid currentColor;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  @media (min-width: ${breakpoints.lg}px) {
    display: flex;
  }
`;

// The Story Card has no dots, so its arrows are its only visible cue on any screen. Below
// the large screens' side gutters there is no room beside a slide that would not cover its
// text, so the pair sits centred under it, in room the carousel keeps free.
const withArrowsBelow = css`
  @media (max-width: ${breakpoints.lg - 0.02}px) {
    padding-bottom: 3.5rem;
  }
`;

const arrowAlways = css`
  display: flex;
  background: rgb(255 255 255 / 0.85);
  color: #1b2420;
  @media (max-width: ${breakpoints.lg - 0.02}px) {
    --arrow-inset: calc(50% - 3rem);
    top: auto;
    bottom: 0;
    transform: none;
  }
`;

const arrowPrev = css`
  left: var(--arrow-inset, 0);
`;

const arrowNext = css`
  right: var(--arrow-inset, 0);
`;

const dots = css`
  display: flex;
  /* a long list's dots take more rows, never more than the page's width (generated seed 19) */
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.25rem;
  margin-top: 1rem;
`;

const dot = css`
  width: 1.5rem;
  height: 1.5rem;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    width: 0.625rem;
    height: 0.625rem;
    margin: auto;
    border: 1px solid currentColor;
    border-radius: 50%;
  }
  &[aria-current='true']::before {
    background: currentColor;
    ${paintedInForcedColors('ButtonText')}
  }
`;

const Chevron = ({ direction }: { direction: SlideDirection }) => (
  <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      d={direction === 'next' ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
);

/** The attributes that hide page `target`'s dot where the layout at the width has fewer pages. */
const pastLastPageOf = (target: number, itemCount: number, pageSize: number) => ({
  'data-past-two':
    target > pageCount(itemCount, itemsPerPage(TWO_PER_PAGE_MAX_WIDTH, pageSize)) ? '' : undefined,
  'data-past-wide':
    target > pageCount(itemCount, itemsPerPage(Number.POSITIVE_INFINITY, pageSize))
      ? ''
      : undefined,
});

type CarouselProps = {
  /** accessible name of the carousel */
  label: string;
  items: ReactNode[];
  pageSize?: number;
  showDots?: boolean;
  /** arrows at every width, not only on large screens (a carousel without dots) */
  arrowsAlways?: boolean;
};

/**
 * The shared carousel of docs/behaviour.md#blocks: pages of items, arrows on large screens,
 * optional dots, swipe, wrap-around. The server renders the first page with the dots and
 * arrows of every layout, and the CSS container queries show those of the width; the paging
 * (`carousel-paging.ts`) comes at the first interaction (`carousel-region.tsx`).
 */
export const Carousel = ({
  label,
  items,
  pageSize = DEFAULT_PAGE_SIZE,
  showDots = true,
  arrowsAlways = false,
}: CarouselProps) => {
  const itemCount = items.length;
  const trackStyle: CustomProperties = {
    '--page-size': pageSize,
    '--page': 1,
    '--item-count': itemCount,
  };
  const pages = Array.from({ length: itemCount }, (_, index) => index + 1);
  const pastPageTwo = pastLastPageOf(2, itemCount, pageSize);

  return (
    <CarouselRegion
      className={cx(root, arrowsAlways && itemCount > 1 && withArrowsBelow)}
      label={label}
    >
      <div className={viewport}>
        <div
          className={cx(track, pageSize > 1 && peeking)}
          data-direction="next"
          style={trackStyle}
        >
          {items.map((item, index) => (
            <div
              // items are a fixed list from the CMS configuration: the index is stable
              key={index}
              className={slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
              data-slide-index={index}
            >
              {item}
            </div>
          ))}
        </div>
      </div>
      {itemCount > 1 && (
        <>
          <button
            type="button"
            className={cx(arrow, arrowsAlways && arrowAlways, arrowPrev, pastLastPage)}
            {...pastPageTwo}
            aria-label="Previous slide"
            data-go="prev"
          >
            <Chevron direction="prev" />
          </button>
          <button
            type="button"
            className={cx(arrow, arrowsAlways && arrowAlways, arrowNext, pastLastPage)}
            {...pastPageTwo}
            aria-label="Next slide"
            data-go="next"
          >
            <Chevron direction="next" />
          </button>
        </>
      )}
      {showDots && itemCount > 1 && (
        <div className={cx(dots, pastLastPage)} {...pastPageTwo} data-dots="">
          {pages.map((target) => (
            <button
              key={target}
              type="button"
              className={cx(dot, pastLastPage)}
              {...pastLastPageOf(target, itemCount, pageSize)}
              aria-label={`Go to slide ${target}`}
              aria-current={target === 1 ? 'true' : undefined}
              data-go={target}
            />
          ))}
        </div>
      )}
    </CarouselRegion>
  );
};
