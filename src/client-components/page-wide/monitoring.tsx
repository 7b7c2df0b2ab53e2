'use client';

import { useEffect } from 'react';
import { afterLoadWhenIdle } from '../../lib/after-load.ts';
import type { MonitoringSettings } from '../../lib/monitoring.ts';

/**
 * Starts real-user monitoring and session replay once the page is loaded and idle, with
 * the code that does it: none of it is part of the first load.
 */
export const Monitoring = (settings: MonitoringSettings) => {
  useEffect(
    () =>
      afterLoadWhenIdle(() => {
        void import('../../lib/monitoring.ts').then(({ startMonitoring }) =>
          startMonitoring(settings),
        );
      }),
    // the settings are fixed for the life of the page; the SDK is started once
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return null;
};
