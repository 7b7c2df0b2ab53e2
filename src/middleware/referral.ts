import type { MiddlewareHandler } from 'hono';
import { readReferralCode } from '../lib/referral.ts';
import { createServerSiteApi, FIRE_AND_FORGET_TIMEOUT_MS } from '../lib/site-api/server.ts';
import { isDocumentRequest } from './request-kind.ts';

/**
 * Reports the referral code of a full page load (docs/behaviour.md#layouts); in-app navigations
 * are reported by the browser. A HEAD loads nothing anyone sees (link checkers and
 * unfurlers send them), so it reports nothing. The page does not wait for it, and a failed
 * report is only logged: the report's answer is not read. Nobody waits for it, so it has
 * a short time box of its own rather than the page's.
 */
export const referral = (): MiddlewareHandler => async (c, next) => {
  const request = c.req.raw;
  const code =
    request.method === 'GET' && isDocumentRequest(request)
      ? readReferralCode(new URL(request.url).searchParams)
      : undefined;
  if (code) {
    void createServerSiteApi(
      request.headers.get('cookie') ?? undefined,
      AbortSignal.timeout(FIRE_AND_FORGET_TIMEOUT_MS),
    )
      .reportReferral(code)
      .catch((error: unknown) => console.warn('Referral report failed', error));
  }
  await next();
};
