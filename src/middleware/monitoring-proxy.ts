import type { MiddlewareHandler } from 'hono';
import { getAppConfig } from '../lib/config.ts';
import { MONITORING_PROXY_PREFIX } from '../lib/monitoring.ts';

/**
 * The same-origin path of SPEC.md 7: /dd_metrics{path}?{parameters} goes on to the
 * monitoring intake as {intake}{path}?{parameters}, any method, body included.
 */
export const monitoringProxy = (): MiddlewareHandler => async (c, next) => {
  const incoming = new URL(c.req.url);
  if (
    incoming.pathname !== MONITORING_PROXY_PREFIX &&
    !incoming.pathname.startsWith(`${MONITORING_PROXY_PREFIX}/`)
  ) {
    await next();
    return;
  }
  const request = c.req.raw;
  const path = incoming.pathname.slice(MONITORING_PROXY_PREFIX.length);
  const target = `${getAppConfig().monitoring.intakeUrl.replace(/\/+$/, '')}${path}${incoming.search}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const contentType = request.headers.get('content-type');
  const answer = await fetch(target, {
    method: request.method,
    // the shopper's cookies stay with us
    headers: contentType ? { 'content-type': contentType } : {},
    ...(hasBody ? { body: await request.arrayBuffer() } : {}),
  });
  // fetch has already decoded the body, so the intake's encoding headers no longer hold
  const answerType = answer.headers.get('content-type');
  return new Response(answer.body, {
    status: answer.status,
    headers: answerType ? { 'content-type': answerType } : {},
  });
};
