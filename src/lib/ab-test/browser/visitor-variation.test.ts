// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest';
import { AB_PICKER_SCRIPT, abTestCookie, visitorVariation } from './visitor-variation.ts';

const TEST = `
  <div data-ab-test="page-home">
    <div data-ab-variation="variant-b" data-ab-ratio="0.3" data-ab-title="B"></div>
    <div data-ab-variation="page-home" data-ab-ratio="0.7" data-ab-title="Default" data-ab-shown></div>
  </div>`;

/**
 * The page as it arrives, then the script as the browser runs it, after the test; a render that
 * streams parses it in a segment of its own, apart from the test's element.
 */
const runPicker = () => {
  document.body.innerHTML = `${TEST}<div hidden id="S:9"><script data-ab-for="page-home"></script></div>`;
  const test = document.querySelector('[data-ab-test]');
  Object.defineProperty(document, 'currentScript', {
    configurable: true,
    value: document.querySelector('script[data-ab-for]'),
  });
  // the text the browser runs, run the same way
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- see above
  new Function(AB_PICKER_SCRIPT)();
  expect(test).toHaveAttribute('data-ab-picked');
  return document.querySelector('[data-ab-shown]')?.getAttribute('data-ab-variation');
};

const clearCookie = () => {
  document.cookie = 'builder.tests.page-home=; Max-Age=0; Path=/';
};

afterEach(() => {
  clearCookie();
  vi.restoreAllMocks();
});

test('a new visitor is drawn at the test ratios, shown that variation and keeps it', () => {
  vi.spyOn(Math, 'random').mockReturnValue(0.1);
  expect(runPicker()).toBe('variant-b');
  expect(document.cookie).toContain('builder.tests.page-home=variant-b');
  // the next visit keeps it, whatever the draw
  vi.spyOn(Math, 'random').mockReturnValue(0.9);
  expect(runPicker()).toBe('variant-b');
  clearCookie();
  expect(runPicker()).toBe('page-home');
  expect(document.cookie).toContain('builder.tests.page-home=page-home');
});

test('the split follows the ratios over many new visitors', () => {
  const shown = { 'variant-b': 0, 'page-home': 0 } as Record<string, number>;
  for (let visitor = 0; visitor < 200; visitor += 1) {
    vi.spyOn(Math, 'random').mockReturnValue(visitor / 200);
    const id = runPicker() ?? '';
    shown[id] = (shown[id] ?? 0) + 1;
    clearCookie();
  }
  expect(shown).toEqual({ 'variant-b': 60, 'page-home': 140 });
});

test('a cookie naming a variation the entry no longer has is drawn again', () => {
  document.cookie = 'builder.tests.page-home=gone; Path=/';
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  expect(runPicker()).toBe('page-home');
  expect(document.cookie).toContain('builder.tests.page-home=page-home');
});

test('a pick that fails still marks the test picked, its default shown', () => {
  vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
    throw new Error('cookies blocked');
  });
  expect(runPicker).toThrow('cookies blocked');
  expect(document.querySelector('[data-ab-test]')).toHaveAttribute('data-ab-picked');
  expect(document.querySelector('[data-ab-shown]')).toHaveAttribute(
    'data-ab-variation',
    'page-home',
  );
});

test("the visitor's variation's title is in the tab before the page goes on", () => {
  document.cookie = 'builder.tests.page-home=variant-b; Path=/';
  document.title = 'Default';
  expect(runPicker()).toBe('variant-b');
  expect(document.title).toBe('B');
});

test('the page rendered in the app asks the same question: the kept variation, else a draw', () => {
  const variations = [
    { id: 'variant-b', ratio: 0.3 },
    { id: 'page-home', ratio: 0.7 },
  ];
  document.cookie = 'builder.tests.page-home=variant-b; Path=/';
  expect(visitorVariation(abTestCookie('page-home'), variations)).toBe('variant-b');
  clearCookie();
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  expect(visitorVariation(abTestCookie('page-home'), variations)).toBe('page-home');
  expect(document.cookie).toContain('builder.tests.page-home=page-home');
});
