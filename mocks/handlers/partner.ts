import { http, HttpResponse } from 'msw';
import { MOCK_PARTNER_URL } from '../server/environment.ts';
import { endpoint, errorResponse, type MockResolver } from './mock-request.ts';
import { recordSubscription } from '../session/store.ts';

/**
 * The partner sign-up service that the fixture Partner Email Form Cards post to
 * (through /__mocks/partner/*): 200, or 500 when the e-mail contains 'fail'.
 */
export const partnerHandlers = (withMock: MockResolver) => {
  const subscribe = withMock('partner.subscribe', async ({ request }, { sessionId }) => {
    const url = new URL(request.url);
    const email = url.searchParams.get('email') ?? '';
    if (email.includes('fail')) {
      return errorResponse(500, 'The partner service failed (mock failure on demand)');
    }
    const body = request.method === 'GET' ? '' : await request.text();
    recordSubscription({
      kind: 'partner',
      sessionId,
      payload: { method: request.method, query: Object.fromEntries(url.searchParams), body },
    });
    return HttpResponse.json({ status: 'subscribed', email });
  });
  const url = endpoint(MOCK_PARTNER_URL, '/subscribe');
  return [http.get(url, subscribe), http.post(url, subscribe)];
};
