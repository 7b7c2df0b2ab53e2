import { expect, test } from 'vitest';
import { pageData } from './document/page-response.ts';
import { pageMethods } from './guards/page-methods.ts';
import { requestPipeline } from './pipeline.ts';
import { sharedRender } from './document/shared-render.ts';
import { shopper } from './endpoints/shopper.ts';
import { trackingParams } from './guards/tracking-params.ts';
import { renderCache } from './document/render-cache.ts';
import { routeRedirects } from './guards/route-rules.ts';
import { rscPayloadType } from './guards/rsc-requests.ts';
import { securityHeaders } from './document/security-headers.ts';

test('the render cache is the innermost middleware: a hit skips nothing another page load runs', () => {
  expect(requestPipeline().at(-1)).toBe(renderCache);
});

test('no page render sees a cookie but the shared ones: they are taken off before any page call', () => {
  const pipeline = requestPipeline();
  expect(pipeline.indexOf(sharedRender)).toBeGreaterThan(-1);
  expect(pipeline.indexOf(sharedRender)).toBeLessThan(pipeline.indexOf(pageData));
  expect(pipeline.indexOf(sharedRender)).toBeLessThan(pipeline.indexOf(shopper));
});

test('a route rule sees the referral code, to carry it to the page it redirects to', () => {
  const pipeline = requestPipeline();
  expect(pipeline.indexOf(routeRedirects)).toBeLessThan(pipeline.indexOf(trackingParams));
});

test('a method no page takes is turned away before the page’s backend calls start', () => {
  const pipeline = requestPipeline();
  expect(pipeline.indexOf(pageMethods)).toBeGreaterThan(pipeline.indexOf(routeRedirects));
  expect(pipeline.indexOf(pageMethods)).toBeLessThan(pipeline.indexOf(pageData));
});

test('an RSC payload is labelled before the privacy and security headers look at its type', () => {
  const pipeline = requestPipeline();
  expect(pipeline.indexOf(rscPayloadType)).toBeGreaterThan(pipeline.indexOf(securityHeaders));
  expect(pipeline.indexOf(rscPayloadType)).toBeGreaterThan(pipeline.indexOf(pageData));
});
