import { afterEach, expect, test } from 'vitest';
import { runRenderChecks, serverExtensions } from './server-extensions.ts';

afterEach(() => {
  serverExtensions().renderChecks.length = 0;
});

test('a production server has no extension: no extra middleware, render checks pass', () => {
  expect(serverExtensions().middleware).toEqual([]);
  expect(() => runRenderChecks()).not.toThrow();
});

test('a render check added by an extension fails the render when it throws', () => {
  serverExtensions().renderChecks.push(() => {
    throw new Error('fault');
  });
  expect(() => runRenderChecks()).toThrow('fault');
});
