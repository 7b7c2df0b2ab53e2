import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { shopperFor } from '../../lib/shopper/browser/shopper.testing.ts';
import { PRICES_PENDING_ATTRIBUTE } from '../../lib/price-markers.ts';
import { EARLY_SHOPPER_REQUEST } from '../../lib/shopper/shopper-markers.ts';

// When the module that checks the shopper's answer loads (docs/decisions/014-browser-code-on-first-use.md):
// after the page has loaded and is idle, or at once when the page cannot wait for it.

const answers = vi.hoisted(() => ({
  loadShopper: vi.fn(() => Promise.resolve()),
  handleWindowEvent: vi.fn(),
  showNewPage: vi.fn(),
}));
vi.mock('../../lib/shopper/browser/shopper-answers.ts', () => answers);

type EarlyWindow = Window & { [EARLY_SHOPPER_REQUEST]?: Promise<unknown> };

/** The layout's module as a page runs it, the head's request answering `answer`. */
const runPage = async (answer: unknown) => {
  (window as EarlyWindow)[EARLY_SHOPPER_REQUEST] = Promise.resolve(answer);
  vi.resetModules();
  await import('./shopper-sync.tsx');
  // the answer, and a module import, settle; the idle wait after the load event does not
  for (let i = 0; i < 10; i += 1) {
    await Promise.resolve();
  }
  await vi.dynamicImportSettled();
};

beforeEach(() => {
  // jsdom's page has loaded: what waits for idle waits on a timer
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.stubGlobal('requestIdleCallback', undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  delete (window as EarlyWindow)[EARLY_SHOPPER_REQUEST];
  document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);
});

// first: each run of the module listens on the window for the page's life, as a page's does
test("a known shopper's answer is checked once the page has loaded and is idle; another tab's change before then is kept for it", async () => {
  await runPage(shopperFor({ signedIn: true, initials: 'JR' }));
  expect(answers.loadShopper).not.toHaveBeenCalled();
  const event = new StorageEvent('storage', { key: 'shopper', newValue: null });
  dispatchEvent(event);
  await vi.dynamicImportSettled();
  for (let i = 0; i < 5; i += 1) {
    await Promise.resolve();
  }
  // the loaded page's answer first, then the event
  expect(answers.loadShopper).toHaveBeenCalledExactlyOnceWith('/', { early: true });
  expect(answers.handleWindowEvent).toHaveBeenCalledExactlyOnceWith(event);
  expect(answers.loadShopper.mock.invocationCallOrder[0]).toBeLessThan(
    answers.handleWindowEvent.mock.invocationCallOrder[0] ?? 0,
  );
  await vi.runAllTimersAsync();
  expect(answers.loadShopper).toHaveBeenCalledTimes(1);
});

test("a visitor's signed-out answer is not checked before the page has loaded and is idle", async () => {
  await runPage(shopperFor({ signedIn: false }));
  expect(answers.loadShopper).not.toHaveBeenCalled();
  await vi.runAllTimersAsync();
  await vi.dynamicImportSettled();
  expect(answers.loadShopper).toHaveBeenCalledExactlyOnceWith('/', { early: true });
});

for (const [name, answer] of [
  ['failed', undefined],
  ['does not know the account', shopperFor({ signedIn: null })],
  ["has a price group's prices", shopperFor({ signedIn: true, groupPrices: true })],
  ["is in another locale than the page's", shopperFor({ reloadForLocale: true })],
] as const) {
  test(`an answer that ${name} is checked at once`, async () => {
    await runPage(answer);
    expect(answers.loadShopper).toHaveBeenCalledTimes(1);
  });
}

test("a page whose prices wait for the shopper's own loads the checks at once", async () => {
  document.documentElement.setAttribute(PRICES_PENDING_ATTRIBUTE, '');
  (window as EarlyWindow)[EARLY_SHOPPER_REQUEST] = new Promise(() => {});
  vi.resetModules();
  await import('./shopper-sync.tsx');
  await vi.dynamicImportSettled();
  expect(answers.loadShopper).toHaveBeenCalledTimes(1);
});
