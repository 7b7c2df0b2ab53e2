import { expect, test } from 'vitest';
import { pageData } from './page-data.ts';
import { pageMethods } from './page-methods.ts';
import { requestPipeline } from './pipeline.ts';
import { sharedRender } from './shared-render.ts';
import { shopper } from './shopper.ts';
import { renderCache } from './render-cache.ts';
import { routeRedirects } from './route-rules.ts';

test('the render cache is the innermost middleware: a hit skips nothing another page load runs', () => {
  expect(requestPipeline().at(-1)).toBe(renderCache);
});

test('no page render sees a cookie but the shared ones: they are taken off before any page call', () => {
  const pipeline = requestPipeline();
  expect(pipeline.indexOf(sharedRender)).toBeGreaterThan(-1);
  expect(pipeline.indexOf(sharedRender)).toBeLessThan(pipeline.indexOf(pageData));
  expect(pipeline.indexOf(sharedRender)).toBeLessThan(pipeline.indexOf(shopper));
});

test('a method no page takes is turned away before the page’s backend calls start', () => {
  const pipeline = requestPipeline();
  expect(pipeline.indexOf(pageMethods)).toBeGreaterThan(pipeline.indexOf(routeRedirects));
  expect(pipeline.indexOf(pageMethods)).toBeLessThan(pipeline.indexOf(pageData));
});
