import type { SlideDirection } from './carousel-rules.ts';

/** px; a swipe must travel further than this to change page */
const SWIPE_THRESHOLD = 20;

/**
 * Horizontal travel of a swipe, in px, to the page change it asks for (if any). Apart from the
 * other rules because the carousel's island needs it before its paging code is in.
 */
export const swipeDirection = (deltaX: number): SlideDirection | undefined => {
  if (deltaX < -SWIPE_THRESHOLD) {
    return 'next';
  }
  if (deltaX > SWIPE_THRESHOLD) {
    return 'prev';
  }
  return undefined;
};
