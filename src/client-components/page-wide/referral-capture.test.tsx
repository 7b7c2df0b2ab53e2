import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { ReferralCapture } from './referral-capture.tsx';

const route = vi.hoisted(() => ({ path: '/', query: '' }));
vi.mock('waku/router/client', () => ({ useRouter: () => route }));

const reported: string[] = [];
const server = setupServer(
  http.all('*/customer/referrer/:code', ({ request }) => {
    reported.push(new URL(request.url).pathname);
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  reported.length = 0;
  Object.assign(route, { path: '/', query: '' });
});
afterAll(() => server.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

test('the page the browser loaded is not reported again (the server did it)', async () => {
  Object.assign(route, { path: '/', query: 'affid=A1' });
  render(<ReferralCapture />);
  await settle();
  expect(reported).toEqual([]);
});

test('an in-app navigation with a code reports it once', async () => {
  const { rerender } = render(<ReferralCapture />);
  Object.assign(route, { path: '/science', query: 'utm=x&refcode=B%2F2%0A' });
  rerender(<ReferralCapture />);
  rerender(<ReferralCapture />);
  await vi.waitFor(() => expect(reported).toEqual(['/customer/referrer/B%2F2']));
  Object.assign(route, { path: '/blocks/forms', query: '' });
  rerender(<ReferralCapture />);
  await settle();
  expect(reported).toHaveLength(1);
});
