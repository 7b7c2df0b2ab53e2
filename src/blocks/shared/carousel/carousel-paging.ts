/*
 * The carousel's paging, loaded at the first interaction with a carousel
 * (docs/decisions/014-browser-code-on-first-use.md): the server rendered its markup and the CSS
 * laid out its first page; this moves the track and marks the dot of the page shown.
 */
import {
  clampPage,
  itemsPerPage,
  nextPage,
  pageCount,
  pageOfItem,
  prevPage,
  slideDirection,
  type SlideDirection,
} from './carousel-rules.ts';
import { swipeDirection } from './carousel-swipe.ts';

export type CarouselPaging = {
  /** handles an event on the carousel, live or one that came before this code */
  handle: (event: Event) => void;
  stop: () => void;
};

/** Pages the carousel `section` the server rendered (carousel.tsx). */
export const startPaging = (section: HTMLElement): CarouselPaging => {
  let track = section; // until measured: the track
  let controls: HTMLElement[] = [];
  const number = (property: string) => Number(track.style.getPropertyValue(property));
  // the server renders the first page
  let page = 1;
  let perPage = 1;
  let count = 1;
  let swipeStartX: number | undefined;
  let swiped = false;

  const show = (target: number, direction: SlideDirection = slideDirection(page, target)) => {
    page = target;
    track.style.setProperty('--page', String(page));
    track.dataset.direction = direction;
    for (const control of controls) {
      const dotPage = Number(control.dataset.go);
      if (dotPage === page) {
        control.setAttribute('aria-current', 'true');
      } else if (dotPage) {
        control.removeAttribute('aria-current');
      }
    }
  };

  // The CSS already hides the dots and arrows the width has no page for; these take them out
  // of the document's controls the way the width's layout does. Read at each event too, not
  // once: an in-app navigation may render other content into the same carousel.
  const measure = () => {
    track = section.querySelector('[data-slide-index]')?.parentElement as HTMLElement;
    controls = [...section.querySelectorAll<HTMLElement>('[data-go]')];
    perPage = itemsPerPage((track.parentElement as HTMLElement).clientWidth, number('--page-size'));
    count = pageCount(number('--item-count'), perPage);
    for (const control of [...controls, section.querySelector<HTMLElement>('[data-dots]')]) {
      if (control) {
        const needs = count > 1 && !(Number(control.dataset.go) > count);
        control.style.display = needs ? '' : 'none';
      }
    }
    // a resize that removes the current page leaves the carousel on the last one
    if (page > count) {
      show(clampPage(page, count), track.dataset.direction as SlideDirection);
    }
  };

  const goNext = () => show(nextPage(page, count), 'next');
  const goPrev = () => show(prevPage(page, count), 'prev');

  const handle = (event: Event) => {
    measure();
    const target = event.target as Element;
    const { clientX } = event as PointerEvent;
    const onTrack = track.contains(target);
    switch (event.type) {
      case 'keydown': {
        const { key } = event as KeyboardEvent;
        if (key === 'ArrowRight' || key === 'ArrowLeft') {
          event.preventDefault();
          (key === 'ArrowRight' ? goNext : goPrev)();
        }
        break;
      }
      case 'focusin': {
        // Tabbing to an item on another page brings that page into view.
        const item = target.closest('[data-slide-index]');
        const itemPage = pageOfItem(Number(item?.getAttribute('data-slide-index')), perPage);
        if (item && itemPage !== page) {
          show(itemPage);
        }
        break;
      }
      case 'pointerdown':
        swiped = false;
        swipeStartX = onTrack ? clientX : undefined;
        break;
      case 'pointerup': {
        const direction =
          onTrack && swipeStartX !== undefined ? swipeDirection(clientX - swipeStartX) : undefined;
        swipeStartX = undefined;
        swiped = direction !== undefined;
        if (direction) {
          (direction === 'next' ? goNext : goPrev)();
        }
        break;
      }
      case 'pointercancel':
        swipeStartX = undefined;
        break;
      case 'click': {
        const go = target.closest<HTMLElement>('[data-go]')?.dataset.go;
        if (swiped) {
          // A mouse swipe ends with a click on whatever card it started on: not a navigation.
          swiped = false;
          event.preventDefault();
          event.stopPropagation();
        } else if (go === 'next' || go === 'prev') {
          (go === 'next' ? goNext : goPrev)();
        } else if (go) {
          show(Number(go));
        }
        break;
      }
      default:
    }
  };

  measure();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
  observer?.observe(track.parentElement as HTMLElement);
  window.addEventListener('resize', measure);
  return {
    handle,
    stop: () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    },
  };
};
