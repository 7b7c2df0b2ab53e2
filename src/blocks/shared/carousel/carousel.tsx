'use client';

import { css, cx } from '@linaria/core';
import {
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { breakpoints, paintedInForcedColors } from '../../../lib/theme.ts';
import {
  clampPage,
  DEFAULT_PAGE_SIZE,
  ONE_PER_PAGE_MAX_WIDTH,
  TWO_PER_PAGE_MAX_WIDTH,
  itemsPerPage,
  nextPage,
  pageCount,
  pageOfItem,
  prevPage,
  slideDirection,
  swipeDirection,
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
 * optional dots, swipe, wrap-around. Until it has measured its width it renders the dots
 * and arrows of every layout, and the CSS container queries show those of the width.
 */
export const Carousel = ({
  label,
  items,
  pageSize = DEFAULT_PAGE_SIZE,
  showDots = true,
  arrowsAlways = false,
}: CarouselProps) => {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>();
  const [position, setPosition] = useState<{ page: number; direction: SlideDirection }>({
    page: 1,
    direction: 'next',
  });
  const itemCount = items.length;
  const swipeStartX = useRef<number>(undefined);
  const swiped = useRef(false);

  useEffect(() => {
    const element = viewportRef.current;
    if (!element) {
      return undefined;
    }
    const measure = () => {
      const measured = element.clientWidth;
      setWidth(measured);
      // a resize that removes the current page leaves the carousel on the last one
      const count = pageCount(itemCount, itemsPerPage(measured, pageSize));
      setPosition((current) =>
        current.page > count ? { ...current, page: clampPage(current.page, count) } : current,
      );
    };
    measure();
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [itemCount, pageSize]);

  const perPage = itemsPerPage(width ?? Number.POSITIVE_INFINITY, pageSize);
  const count = pageCount(itemCount, perPage);
  // before the width is known: the most pages any layout has (one item per page)
  const shownCount = width === undefined ? itemCount : count;
  const { page } = position;

  const goTo = (target: number, direction = slideDirection(page, target)) =>
    setPosition({ page: target, direction });
  const goNext = () => goTo(nextPage(page, count), 'next');
  const goPrev = () => goTo(prevPage(page, count), 'prev');

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      goNext();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      goPrev();
    }
  };

  // Tabbing to an item on another page brings that page into view.
  const handleFocus = (event: FocusEvent) => {
    const item = event.target.closest('[data-slide-index]');
    const index = Number(item?.getAttribute('data-slide-index'));
    if (item && pageOfItem(index, perPage) !== page) {
      goTo(pageOfItem(index, perPage));
    }
  };

  const handlePointerDown = (event: PointerEvent) => {
    swiped.current = false;
    swipeStartX.current = event.clientX;
  };

  const handlePointerUp = (event: PointerEvent) => {
    if (swipeStartX.current === undefined) {
      return;
    }
    const direction = swipeDirection(event.clientX - swipeStartX.current);
    swipeStartX.current = undefined;
    if (direction) {
      swiped.current = true;
      if (direction === 'next') {
        goNext();
      } else {
        goPrev();
      }
    }
  };

  const handlePointerCancel = () => {
    swipeStartX.current = undefined;
  };

  // A mouse swipe ends with a click on whatever card it started on: not a navigation.
  const handleClickCapture = (event: MouseEvent) => {
    if (swiped.current) {
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    }
  };

  // Without this a mouse drag on a link or image starts a native drag, not a swipe.
  const handleDragStart = (event: MouseEvent) => event.preventDefault();

  const trackStyle: CustomProperties = {
    '--page-size': pageSize,
    '--page': page,
    '--item-count': itemCount,
  };
  const pages = Array.from({ length: shownCount }, (_, index) => index + 1);
  const pastPageTwo = pastLastPageOf(2, itemCount, pageSize);

  return (
    // Arrow keys pressed on any link or button inside page the carousel; the region
    // itself is not a control, so the handler sits where those events bubble to.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={cx(root, arrowsAlways && shownCount > 1 && withArrowsBelow)}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={handleKeyDown}
      onFocus={handleFocus}
    >
      <div ref={viewportRef} className={viewport}>
        <div
          className={cx(track, pageSize > 1 && peeking)}
          data-direction={position.direction}
          style={trackStyle}
          onPointerDown={handlePointerDown}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerCancel}
          onClickCapture={handleClickCapture}
          onDragStart={handleDragStart}
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
      {shownCount > 1 && (
        <>
          <button
            type="button"
            className={cx(arrow, arrowsAlways && arrowAlways, arrowPrev, pastLastPage)}
            {...pastPageTwo}
            aria-label="Previous slide"
            onClick={goPrev}
          >
            <Chevron direction="prev" />
          </button>
          <button
            type="button"
            className={cx(arrow, arrowsAlways && arrowAlways, arrowNext, pastLastPage)}
            {...pastPageTwo}
            aria-label="Next slide"
            onClick={goNext}
          >
            <Chevron direction="next" />
          </button>
        </>
      )}
      {showDots && shownCount > 1 && (
        <div className={cx(dots, pastLastPage)} {...pastPageTwo}>
          {pages.map((target) => (
            <button
              key={target}
              type="button"
              className={cx(dot, pastLastPage)}
              {...pastLastPageOf(target, itemCount, pageSize)}
              aria-label={`Go to slide ${target}`}
              aria-current={target === page ? 'true' : undefined}
              onClick={() => goTo(target)}
            />
          ))}
        </div>
      )}
    </section>
  );
};
