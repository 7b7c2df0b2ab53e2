/**
 * Loaded with `node --import` before the server starts: validates the
 * configuration (stopping with a message that names a bad variable) and, when any
 * backend is mocked, installs msw so the server's outbound calls are answered here.
 */
import { setupServer } from 'msw/node';
import { ConfigError, describeMocks, getAppConfig } from '../src/lib/config.ts';
import { createHandlers } from './handlers.ts';
import { installStandInPages } from './stand-in-pages.ts';

const stopOnConfigError = <T>(load: () => T): T => {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

const config = stopOnConfigError(getAppConfig);

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
const realHosts = new Set(
  [
    !config.mocks.backends.siteApi && config.siteApiUrl,
    !config.mocks.backends.cms && config.cmsApiHost,
    !config.mocks.backends.personalisation && config.personalisation.url,
    !config.mocks.backends.monitoring && config.monitoring.intakeUrl,
  ]
    .filter((value): value is string => typeof value === 'string')
    .map((value) => new URL(value).host),
);

if (config.mocks.enabled) {
  installStandInPages();
  const server = setupServer(...stopOnConfigError(() => createHandlers(config)));
  server.listen({
    onUnhandledFrame({ frame, defaults }) {
      const { request } = frame.data as { request?: Request };
      const url = request ? new URL(request.url) : undefined;
      if (url && (isLoopback(url) || realHosts.has(url.host))) {
        return;
      }
      // offline means offline: an unmocked outbound call fails instead of leaving the machine
      defaults.error();
    },
  });
}

console.log(`[storefront] ${describeMocks(config)}`);
