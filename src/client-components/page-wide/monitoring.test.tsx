import { render } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { Monitoring } from './monitoring.tsx';

const rum = vi.hoisted(() => ({ init: vi.fn(), startSessionReplayRecording: vi.fn() }));
vi.mock('@datadog/browser-rum', () => ({ datadogRum: rum }));

test('once the page is loaded, monitoring starts with the settings and replay recording', async () => {
  render(
    <Monitoring
      applicationId="app-1"
      clientToken="pub-1"
      env=""
      version=""
      sessionSampleRate={25}
    />,
  );
  await vi.waitFor(() => expect(rum.startSessionReplayRecording).toHaveBeenCalledTimes(1));
  expect(rum.init).toHaveBeenCalledTimes(1);
  const [configuration] = rum.init.mock.calls[0] as [Record<string, unknown>];
  expect(configuration).toMatchObject({
    applicationId: 'app-1',
    clientToken: 'pub-1',
    service: 'storefront-web',
    env: 'unknown',
    version: '1.0.0',
    sessionSampleRate: 25,
    sessionReplaySampleRate: 100,
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    defaultPrivacyLevel: 'mask-user-input',
  });
  const proxy = configuration['proxy'] as (options: { path: string; parameters: string }) => string;
  expect(proxy({ path: '/api/v2/rum', parameters: 'ddsource=browser' })).toBe(
    '/dd_metrics/api/v2/rum?ddsource=browser',
  );
});
