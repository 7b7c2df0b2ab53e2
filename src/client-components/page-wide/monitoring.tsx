'use client';

import { useEffect } from 'react';
import { rumConfiguration, type MonitoringSettings } from '../../lib/monitoring.ts';

// time the browser may wait for an idle moment before monitoring starts anyway
const IDLE_TIMEOUT_MS = 3000;

const whenIdle = (task: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 0);
  return () => clearTimeout(handle);
};

/**
 * Starts real-user monitoring and session replay once the page is loaded and idle; the
 * SDK is a separate chunk, never part of the first load.
 */
export const Monitoring = (settings: MonitoringSettings) => {
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const start = () => {
      cancelIdle = whenIdle(() => {
        void import('@datadog/browser-rum').then(({ datadogRum }) => {
          datadogRum.init(rumConfiguration(settings));
          datadogRum.startSessionReplayRecording();
        });
      });
    };
    if (document.readyState === 'complete') {
      start();
    } else {
      window.addEventListener('load', start, { once: true });
    }
    return () => {
      window.removeEventListener('load', start);
      cancelIdle?.();
    };
    // the settings are fixed for the life of the page; the SDK is started once
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
};
