'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { CarouselPaging } from './carousel-paging.ts';
import { swipeDirection } from './carousel-swipe.ts';

// pointerover loads the paging as the pointer comes near; the rest are what it pages on
const EVENTS = [
  'pointerover',
  'pointerdown',
  'pointerup',
  'pointercancel',
  'click',
  'keydown',
  'focusin',
  'dragstart',
];

/**
 * The carousel's region (carousel.tsx renders what is in it). Its paging
 * (`carousel-paging.ts`) loads at the first interaction: a pointer over or down on it, the
 * focus inside it. What the shopper does before it is in is kept and handed to it, in order,
 * so the first arrow, dot, key or swipe still pages; what cannot wait (a key's or a drag's
 * default, the click that ends a swipe on a card's link) is prevented at once.
 */
export const CarouselRegion = ({
  className,
  label,
  children,
}: {
  className: string | undefined;
  label: string;
  children: ReactNode;
}) => {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const section = ref.current;
    if (!section) {
      return undefined;
    }
    let paging: CarouselPaging | undefined;
    let stopped = false;
    let pending: Event[] | undefined;
    let pointerDownX: number | undefined;
    const listener = (event: Event) => {
      if (event.type === 'dragstart') {
        // Without this a mouse drag on a link or image starts a native drag, not a swipe.
        event.preventDefault();
      } else if (paging) {
        paging.handle(event);
      } else {
        const { key, clientX } = event as KeyboardEvent & PointerEvent;
        if (key === 'ArrowRight' || key === 'ArrowLeft') {
          event.preventDefault();
        }
        if (event.type === 'pointerdown') {
          pointerDownX = clientX;
        } else if (event.type === 'click') {
          // the click that ends a swipe on a card's link; reset, so a later click from a key
          // (Enter on a link) is not taken for a swipe's
          if (pointerDownX !== undefined && swipeDirection(clientX - pointerDownX)) {
            event.preventDefault();
            event.stopPropagation();
          }
          pointerDownX = undefined;
        }
        if (!pending) {
          pending = [];
          void import('./carousel-paging.ts').then(
            ({ startPaging }) => {
              if (!stopped) {
                paging = startPaging(section);
                pending?.forEach(paging.handle);
              }
            },
            // not loaded (offline): the next interaction asks again
            () => {
              pending = undefined;
            },
          );
        }
        pending.push(event);
      }
    };
    for (const type of EVENTS) {
      section.addEventListener(type, listener, true);
    }
    return () => {
      stopped = true;
      paging?.stop();
      for (const type of EVENTS) {
        section.removeEventListener(type, listener, true);
      }
    };
  }, []);

  return (
    <section ref={ref} className={className} aria-roledescription="carousel" aria-label={label}>
      {children}
    </section>
  );
};
