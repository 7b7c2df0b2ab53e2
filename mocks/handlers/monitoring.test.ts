import { expect, test } from 'vitest';
import { readBeacons } from '../session/store.ts';
import { installMockServer } from '../server/test-server.ts';

const { config } = installMockServer();

test('the monitoring intake records each beacon and answers 202', async () => {
  const beacon = '{"type":"view"}\n{"type":"action"}';
  const response = await fetch(`${config.monitoring.intakeUrl}/api/v2/rum?ddsource=browser`, {
    method: 'POST',
    body: beacon,
  });
  expect(response.status).toBe(202);
  expect(readBeacons()).toEqual([
    { path: '/api/v2/rum', query: '?ddsource=browser', bodySize: beacon.length },
  ]);
});
