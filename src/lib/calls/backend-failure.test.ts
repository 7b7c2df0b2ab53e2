import { z } from 'zod';
import { expect, test } from 'vitest';
import { SiteApiError } from '../site-api/client.ts';
import { describeFailure } from './backend-failure.ts';
import { TimeBoxError } from './time-box.ts';

const timeout = new DOMException('The operation timed out', 'TimeoutError');

test('a time box, the budget, or a client timer inside the call: a time box, never a status', () => {
  expect(describeFailure(new TimeBoxError('cms.page did not answer'), false)).toEqual({
    outcome: 'time-box',
  });
  expect(describeFailure(new Error('client went away'), true)).toEqual({ outcome: 'time-box' });
  // the site-API client files the call it gave up on under its default 500
  const filed = new SiteApiError('getCart', 500, 'request failed', { cause: timeout });
  expect(describeFailure(filed, false)).toEqual({ outcome: 'time-box' });
});

test("a backend's answer is its status; no answer or an answer off the contract is a kind of error", () => {
  expect(describeFailure(new SiteApiError('getCart', 503, 'Service Unavailable'), false)).toEqual({
    outcome: 'error',
    status: 503,
  });
  const network = new SiteApiError('getCart', 500, 'request failed', {
    cause: new TypeError('fetch failed'),
  });
  expect(describeFailure(network, false)).toEqual({ outcome: 'error', errorKind: 'network' });
  const contract = z.object({ lines: z.array(z.string()) }).safeParse({ lines: 1 });
  const broken = new SiteApiError('getCart', 502, 'response violates contract', {
    cause: contract.error,
  });
  expect(describeFailure(broken, false)).toEqual({ outcome: 'error', errorKind: 'contract' });
  expect(describeFailure('a thrown string', false)).toEqual({
    outcome: 'error',
    errorKind: 'string',
  });
});
