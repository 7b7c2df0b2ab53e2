import { afterLoadWhenIdle } from '../../lib/after-load.ts';

// a pointer over the footer, a tap on it, or the keyboard's focus moving into it
const INTENT = ['pointerover', 'focusin'] as const;

/**
 * Resolves once the page has loaded and the browser is idle, or at the shopper's first pointer
 * or focus in the footer if that comes first: the footer's islands load then
 * (./deferred-footer.tsx).
 */
export const footerWanted = () =>
  new Promise<void>((resolve) => {
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('footer')) {
        wanted();
      }
    };
    const cancelIdle = afterLoadWhenIdle(() => wanted());
    function wanted() {
      cancelIdle();
      for (const type of INTENT) {
        document.removeEventListener(type, onIntent, true);
      }
      resolve();
    }
    for (const type of INTENT) {
      document.addEventListener(type, onIntent, { capture: true, passive: true });
    }
  });
