import { expect, test } from 'vitest';
import { pageData } from './page-data.ts';
import { pageMethods } from './page-methods.ts';
import { requestPipeline } from './pipeline.ts';
import { referral } from './referral.ts';
import { renderCache } from './render-cache.ts';
import { routeRedirects } from './route-rules.ts';
import { rscPayloadType } from './rsc-requests.ts';
import { securityHeaders } from './security-headers.ts';
import { trackingParams } from './tracking-params.ts';

test('the render cache is the innermost middleware: a hit skips nothing another page load runs', () => {
  expect(requestPipeline().at(-1)).toBe(renderCache);
});

test('a referral code is reported before a route rule can redirect the page load away', () => {
  const pipeline = requestPipeline();
  expect(pipeline.indexOf(referral)).toBeGreaterThan(-1);
  expect(pipeline.indexOf(referral)).toBeLessThan(pipeline.indexOf(routeRedirects));
  expect(pipeline.indexOf(routeRedirects)).toBeLessThan(pipeline.indexOf(pageData));
});

test('the referral code is read before the tracking parameters are dropped from the request', () => {
  const pipeline = requestPipeline();
  expect(pipeline.indexOf(referral)).toBeLessThan(pipeline.indexOf(trackingParams));
  expect(pipeline.indexOf(trackingParams)).toBeLessThan(pipeline.indexOf(renderCache));
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
