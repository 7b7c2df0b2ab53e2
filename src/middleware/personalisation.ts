import type { MiddlewareHandler } from 'hono';
import { getAppConfig } from '../lib/config.ts';
import { serverCookie } from '../lib/cookies.ts';
import { isChatCampaignEnabled, readVisitorId } from '../lib/personalisation/personalisation.ts';
import { chooseVariations } from '../lib/personalisation/server.ts';
import { getRequestContext, updateRequestContext } from '../lib/request-context.ts';
import { isPageRequest, pageUrlOf } from './request-kind.ts';
import { safeForLog } from '../lib/log-safe.ts';

/**
 * Asks the personalisation service for this page path's variations (SPEC.md 2.2, 7)
 * and keeps them in the request context; the service's cookies go on the response.
 * The call is time-boxed, and a failure leaves the page without variations.
 */
export const personalisation = (): MiddlewareHandler => async (c, next) => {
  const request = c.req.raw;
  if (!isPageRequest(request)) {
    await next();
    return;
  }
  const config = getAppConfig();
  const visitorId = readVisitorId(request.headers.get('cookie'));
  const answer = await chooseVariations({
    pagePath: pageUrlOf(request).pathname,
    locale: getRequestContext().locale,
    ...(visitorId ? { visitorId } : {}),
    signal: AbortSignal.timeout(config.personalisation.timeoutMs),
  });
  const choices = answer?.choices ?? [];
  updateRequestContext({
    choices,
    chatCampaignEnabled: isChatCampaignEnabled(choices, config.chat.campaignKey),
  });
  await next();
  for (const cookie of answer?.cookies ?? []) {
    try {
      c.header('set-cookie', serverCookie(cookie.name, cookie.value, cookie.maxAge), {
        append: true,
      });
    } catch (error) {
      console.warn(`[personalisation] cookie ${safeForLog(cookie.name)} not set`, error);
    }
  }
};
