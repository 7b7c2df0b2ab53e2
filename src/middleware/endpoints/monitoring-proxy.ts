import type { MiddlewareHandler } from 'hono';
import { proxy } from 'hono/proxy';
import { getAppConfig } from '../../lib/config.ts';
import { MONITORING_PROXY_PREFIX } from '../../lib/monitoring.ts';

// the intake paths the browser SDK posts to, one per track type
const INTAKE_PATHS = new Set(['/api/v2/rum', '/api/v2/replay', '/api/v2/logs', '/api/v2/profile']);
// the parameters the SDK builds for an intake request; anything else stays with us
const INTAKE_PARAMETERS = new Set([
  'ddsource',
  'ddtags',
  'dd-api-key',
  'dd-evp-origin-version',
  'dd-evp-origin',
  'dd-request-id',
  'dd-evp-encoding',
  'batch_time',
  '_dd.api',
  '_dd.retry_count',
  '_dd.retry_after',
  'application.id',
]);
// only what the intake needs to read a beacon: no cookies, no authorization
const FORWARDED_HEADERS = ['content-type', 'content-encoding'];
const INTAKE_TIMEOUT_MS = 5000;

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  });

/**
 * The same-origin path of docs/behaviour.md#monitoring: a beacon posted to
 * /dd_metrics{path}?{parameters} goes on to {MONITORING_INTAKE_URL}{path}?{parameters}.
 * The origin is fixed by configuration, paths and parameters are the SDK's own, the body is
 * already bounded by bodyLimits, and a redirect from the intake is not followed.
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
  const path = incoming.pathname.slice(MONITORING_PROXY_PREFIX.length);
  if (!INTAKE_PATHS.has(path)) {
    return plain(404, 'Not Found');
  }
  if (c.req.method !== 'POST') {
    return plain(405, 'Method Not Allowed', { allow: 'POST' });
  }
  const intake = new URL(getAppConfig().monitoring.intakeUrl);
  const target = new URL(`${intake.pathname.replace(/\/+$/, '')}${path}`, intake.origin);
  for (const [name, value] of incoming.searchParams) {
    if (INTAKE_PARAMETERS.has(name)) {
      target.searchParams.append(name, value);
    }
  }
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value) {
      headers.set(name, value);
    }
  }
  try {
    const answer = await proxy(target, {
      method: 'POST',
      headers,
      body: await c.req.arrayBuffer(),
      redirect: 'manual',
      // not the shopper's signal: a beacon sent while the page unloads must still arrive
      signal: AbortSignal.timeout(INTAKE_TIMEOUT_MS),
    });
    if (answer.status >= 300 && answer.status < 400) {
      await answer.body?.cancel();
      return plain(502, 'Bad Gateway');
    }
    // the intake's cookies are not ours to set
    answer.headers.delete('set-cookie');
    return answer;
  } catch (error) {
    console.warn('[monitoring] the intake could not be reached', error);
    return plain(502, 'Bad Gateway');
  }
};
