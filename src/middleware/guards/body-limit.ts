import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MONITORING_PROXY_PREFIX } from '../../lib/monitoring.ts';

/**
 * Largest request bodies we read. A form or server-function call (newsletter, partner form,
 * cart) is a few kB; the monitoring SDK caps one RUM message at 256 KiB and a replay segment
 * below that, so a beacon never needs more than twice that.
 */
export const BODY_LIMIT_BYTES = 64 * 1024;
export const BEACON_BODY_LIMIT_BYTES = 512 * 1024;

const tooLarge = () =>
  new Response('Payload Too Large', {
    status: 413,
    // the rest of an oversized body is not worth waiting for
    headers: { 'content-type': 'text/plain; charset=utf-8', connection: 'close' },
  });

const isBeacon = (path: string) =>
  path === MONITORING_PROXY_PREFIX || path.startsWith(`${MONITORING_PROXY_PREFIX}/`);

/**
 * Before anything reads a body (only the CMS webhook, which bounds its own, comes earlier):
 * a declared Content-Length over the limit is refused before a byte is read, and a chunked
 * body is counted while it streams in, so no request holds more than the limit in memory. Replaces the Node adapter's own limit of 100 MB.
 */
export const bodyLimits = (): MiddlewareHandler => {
  const forms = bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError: tooLarge });
  const beacons = bodyLimit({ maxSize: BEACON_BODY_LIMIT_BYTES, onError: tooLarge });
  return (c, next) => (isBeacon(c.req.path) ? beacons(c, next) : forms(c, next));
};
