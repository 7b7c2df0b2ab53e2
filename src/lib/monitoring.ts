import type { RumInitConfiguration } from '@datadog/browser-rum';

/** The public monitoring settings the server hands the browser (docs/behaviour.md#monitoring). */
export type MonitoringSettings = {
  applicationId: string;
  clientToken: string;
  env: string;
  version: string;
  sessionSampleRate: number;
};

const MONITORING_SERVICE = 'storefront-web';

/** docs/behaviour.md#calls: beacons go through this same-origin path; the server forwards them to the intake. */
export const MONITORING_PROXY_PREFIX = '/dd_metrics';

const monitoringProxyUrl = ({ path, parameters }: { path: string; parameters: string }) =>
  `${MONITORING_PROXY_PREFIX}${path}?${parameters}`;

const isOwnOrigin = (url: string) =>
  typeof location !== 'undefined' && new URL(url, location.href).origin === location.origin;

export const rumConfiguration = (settings: MonitoringSettings): RumInitConfiguration => ({
  applicationId: settings.applicationId,
  clientToken: settings.clientToken,
  service: MONITORING_SERVICE,
  env: settings.env || 'unknown',
  version: settings.version || '1.0.0',
  sessionSampleRate: settings.sessionSampleRate,
  sessionReplaySampleRate: 100,
  trackUserInteractions: true,
  trackResources: true,
  trackLongTasks: true,
  defaultPrivacyLevel: 'mask-user-input',
  proxy: monitoringProxyUrl,
  // the site's own calls carry the view's W3C trace, which the server logs and passes to
  // the backends (docs/operations.md#traces); third parties never get it
  allowedTracingUrls: [{ match: isOwnOrigin, propagatorTypes: ['tracecontext'] }],
});

/**
 * Starts real-user monitoring and session replay; the SDK is a chunk of its own, loaded here,
 * never part of the first load.
 */
export const startMonitoring = async (settings: MonitoringSettings) => {
  const { datadogRum } = await import('@datadog/browser-rum');
  datadogRum.init(rumConfiguration(settings));
  datadogRum.startSessionReplayRecording();
};
