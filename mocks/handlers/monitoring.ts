import { http, HttpResponse } from 'msw';
import type { Config } from '../../src/lib/config.ts';
import { endpoint, type MockResolver } from './mock-request.ts';
import { recordBeacon } from '../session/store.ts';

/** The monitoring intake behind /dd_metrics: beacons are recorded, not sent anywhere. */
export const monitoringHandlers = (config: Config, withMock: MockResolver) => [
  http.all(
    endpoint(config.monitoring.intakeUrl, '/*'),
    withMock('monitoring.intake', async ({ request }) => {
      const url = new URL(request.url);
      const body = await request.arrayBuffer();
      recordBeacon({ path: url.pathname, query: url.search, bodySize: body.byteLength });
      return new HttpResponse(null, { status: 202 });
    }),
  ),
];
