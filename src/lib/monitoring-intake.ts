/*
 * What a monitoring beacon may carry on to the intake (docs/behaviour.md#monitoring): the
 * origin's `/dd_metrics` endpoint (src/middleware/endpoints/monitoring-proxy.ts) and the
 * edge's own route for beacons (scripts/edge-vcl.ts) both keep to these lists, so a beacon is
 * forwarded alike whichever sends it on.
 */

/** the intake paths the browser SDK posts to, one per track type */
export const INTAKE_PATHS: readonly string[] = [
  '/api/v2/rum',
  '/api/v2/replay',
  '/api/v2/logs',
  '/api/v2/profile',
];

/** the parameters the SDK builds for an intake request; anything else stays with us */
export const INTAKE_PARAMETERS: readonly string[] = [
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
];

/** only what the intake needs to read a beacon: no cookies, no authorization */
export const INTAKE_FORWARDED_HEADERS: readonly string[] = ['content-type', 'content-encoding'];

/** a beacon waits this long for the intake, not the shopper's own time box */
export const INTAKE_TIMEOUT_MS = 5000;
