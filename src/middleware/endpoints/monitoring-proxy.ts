import type { MiddlewareHandler } from 'hono';
import { backendFetch } from '../../lib/backend-transport.ts';
import { getAppConfig } from '../../lib/config.ts';
import { MONITORING_PROXY_PREFIX } from '../../lib/monitoring.ts';
import {
  INTAKE_FORWARDED_HEADERS,
  INTAKE_PARAMETERS,
  INTAKE_PATHS,
  INTAKE_TIMEOUT_MS,
} from '../../lib/monitoring-intake.ts';

const INTAKE_PATH_SET = new Set(INTAKE_PATHS);
const INTAKE_PARAMETER_SET = new Set(INTAKE_PARAMETERS);

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
  if (!INTAKE_PATH_SET.has(path)) {
    return plain(404, 'Not Found');
  }
  if (c.req.method !== 'POST') {
    return plain(405, 'Method Not Allowed', { allow: 'POST' });
  }
  const intake = new URL(getAppConfig().monitoring.intakeUrl);
  const target = new URL(`${intake.pathname.replace(/\/+$/, '')}${path}`, intake.origin);
  for (const [name, value] of incoming.searchParams) {
    if (INTAKE_PARAMETER_SET.has(name)) {
      target.searchParams.append(name, value);
    }
  }
  const headers = new Headers();
  for (const name of INTAKE_FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value) {
      headers.set(name, value);
    }
  }
  try {
    // through the backends' keep-alive pool (src/lib/backend-transport.ts): `fetch` made the
    // beacon cost the origin 0.8× a bare page (`npm run bench`, view-requests)
    const answer = await backendFetch(target, {
      method: 'POST',
      headers,
      body: new Uint8Array(await c.req.arrayBuffer()),
      redirect: 'manual',
      // not the shopper's signal: a beacon sent while the page unloads must still arrive
      signal: AbortSignal.timeout(INTAKE_TIMEOUT_MS),
    });
    if (answer.status >= 300 && answer.status < 400) {
      await answer.body?.cancel();
      return plain(502, 'Bad Gateway');
    }
    // the intake's status and body; its other headers (cookies, connection) are not ours to send
    const type = answer.headers.get('content-type');
    return new Response(answer.body, {
      status: answer.status,
      headers: type ? { 'content-type': type } : {},
    });
  } catch (error) {
    console.warn('[monitoring] the intake could not be reached', error);
    return plain(502, 'Bad Gateway');
  }
};
