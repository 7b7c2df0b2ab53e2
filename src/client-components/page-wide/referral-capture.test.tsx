import { render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { server } from '../../../mocks/dom-test-server.ts';
import { ReferralCapture } from './referral-capture.tsx';

const route = vi.hoisted(() => ({ path: '/', query: '' }));
vi.mock('waku/router/client', () => ({ useRouter: () => route }));

const reported: string[] = [];
const baseHandlers = [
  http.all('*/customer/referrer/:code', ({ request }) => {
    reported.push(new URL(request.url).pathname);
    return new HttpResponse(null, { status: 204 });
  }),
];
// this file's answers, on top of every mocked backend's (mocks/dom-test-server.ts)
beforeEach(() => {
  server.use(...baseHandlers);
});
afterEach(() => {
  reported.length = 0;
  Object.assign(route, { path: '/', query: '' });
});

/**
 * Positive control for "nothing (more) was reported": an in-app navigation with a code,
 * whose report comes after any report the earlier renders made; waits for it, so every
 * earlier report has been seen.
 */
const navigateWithControlCode = async (rerender: RenderResult['rerender']) => {
  Object.assign(route, { path: '/control', query: 'affid=CONTROL' });
  rerender(<ReferralCapture />);
  await vi.waitFor(() => expect(reported).toContain('/customer/referrer/CONTROL'));
};

test('the page the browser loaded is not reported again (the server did it)', async () => {
  Object.assign(route, { path: '/', query: 'affid=A1' });
  const { rerender } = render(<ReferralCapture />);
  await navigateWithControlCode(rerender);
  expect(reported).toEqual(['/customer/referrer/CONTROL']);
});

test('an in-app navigation with a code reports it once', async () => {
  const { rerender } = render(<ReferralCapture />);
  Object.assign(route, { path: '/science', query: 'utm=x&refcode=B_2%0A' });
  rerender(<ReferralCapture />);
  rerender(<ReferralCapture />);
  await vi.waitFor(() => expect(reported).toEqual(['/customer/referrer/B_2']));
  Object.assign(route, { path: '/blocks/forms', query: '' });
  rerender(<ReferralCapture />);
  await navigateWithControlCode(rerender);
  expect(reported).toEqual(['/customer/referrer/B_2', '/customer/referrer/CONTROL']);
});
