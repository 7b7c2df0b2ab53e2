// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { footerWanted } from './footer-wanted.ts';

// When the footer's islands load (docs/decisions/014-browser-code-on-first-use.md): after the
// page's load when the browser is idle, or at the first pointer or focus in the footer.

beforeEach(() => {
  // jsdom's page has loaded: the idle wait is a timer
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('requestIdleCallback', undefined);
  document.body.innerHTML = '<main><button>Buy</button></main><footer><input></footer>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Whether `wanted` has resolved, once pending callbacks have run. */
const settled = async (wanted: Promise<void>) => {
  let done = false;
  void wanted.then(() => (done = true));
  await Promise.resolve();
  return done;
};

test('wanted once the loaded page is idle', async () => {
  const wanted = footerWanted();
  expect(await settled(wanted)).toBe(false);
  vi.runAllTimers();
  expect(await settled(wanted)).toBe(true);
});

test('wanted at once when a pointer comes over the footer or the focus moves into it', async () => {
  const byPointer = footerWanted();
  document.querySelector('main button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(await settled(byPointer)).toBe(false);
  document
    .querySelector('footer input')!
    .dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(await settled(byPointer)).toBe(true);

  const byFocus = footerWanted();
  document.querySelector<HTMLInputElement>('footer input')!.focus();
  expect(await settled(byFocus)).toBe(true);
});

test('wanted once: the idle wait and the listeners end with the first', async () => {
  const removed = vi.spyOn(document, 'removeEventListener');
  const wanted = footerWanted();
  document.querySelector('footer')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
  expect(await settled(wanted)).toBe(true);
  expect(removed.mock.calls.map(([type]) => type)).toEqual(['pointerover', 'focusin']);
  expect(vi.getTimerCount()).toBe(0);
});
