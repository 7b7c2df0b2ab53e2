import { afterEach, expect, test, vi } from 'vitest';
import { checkProductRatings, checkTitleLength } from './editor-checks.ts';
import { editorChecksOf } from './editor-checks.testing.ts';

type Check = (options: Map<string, unknown>) => void;

const asTheEditorRunsIt = (check: Check): Check => {
  const editorCheck = editorChecksOf([{ name: 'value', type: 'text', onChange: check }]).get(
    'value',
  );
  if (!editorCheck) {
    throw new Error('the SDK did not serialise the check');
  }
  return editorCheck;
};

const alertSpy = () => {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  return alert;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

for (const [how, wrap] of [
  ['in our code', (check: Check) => check],
  ['as the editor runs it', asTheEditorRunsIt],
] as const) {
  test(`a title over 40 characters alerts, ${how}`, () => {
    const alert = alertSpy();
    wrap(checkTitleLength)(new Map([['title', 'x'.repeat(40)]]));
    expect(alert).not.toHaveBeenCalled();
    wrap(checkTitleLength)(new Map([['title', 'x'.repeat(41)]]));
    expect(alert).toHaveBeenCalledExactlyOnceWith('maximum title length is 40 characters');
  });

  test(`a product rating outside 0 to 5 alerts, ${how}`, () => {
    const alert = alertSpy();
    const products = (ratings: number[]) =>
      new Map([['products', ratings.map((rating) => new Map([['rating', rating]]))]]);
    wrap(checkProductRatings)(products([0, 5, 3.5]));
    wrap(checkProductRatings)(new Map());
    expect(alert).not.toHaveBeenCalled();
    wrap(checkProductRatings)(products([4, 5.5]));
    wrap(checkProductRatings)(new Map([['products', [{ rating: -1 }]]]));
    expect(alert.mock.calls).toEqual([
      ['rating must be between 0 and 5'],
      ['rating must be between 0 and 5'],
    ]);
  });
}
