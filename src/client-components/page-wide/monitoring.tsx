'use client';

import { useEffect } from 'react';
import { afterLoadWhenIdle } from '../../lib/after-load.ts';
import type { MonitoringSettings } from '../../lib/monitoring.ts';

/**
 * Starts real-user monitoring and session replay once the page is loaded and idle; the
 * SDK and its settings are separate chunks, never part of the first load.
 */
export const Monitoring = (settings: MonitoringSettings) => {
  useEffect(
    () =>
      afterLoadWhenIdle(() => {
        void Promise.all([import('@datadog/browser-rum'), import('../../lib/monitoring.ts')]).then(
          ([{ datadogRum }, { rumConfiguration }]) => {
            datadogRum.init(rumConfiguration(settings));
            datadogRum.startSessionReplayRecording();
          },
        );
      }),
    // the settings are fixed for the life of the page; the SDK is started once
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return null;
};
