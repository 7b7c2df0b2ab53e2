import 'server-only';
import { cached } from '../cache/server.ts';
import { getAppConfig } from '../config.ts';
import { backendFetch } from '../backend-transport.ts';
import { createCmsService, type CmsService } from './cms-service.ts';

// one service per locale, its results in the server's shared cache; locales come from the
// country list, and the bound keeps a flood of odd locale guesses from growing the map
const services = new Map<string, CmsService | undefined>();
const MAX_SERVICES = 16;

/** The CMS service of this server (undefined when the public key is not usable). */
export const getCmsService = (locale?: string): CmsService | undefined => {
  const key = locale ?? '';
  if (!services.has(key)) {
    if (services.size >= MAX_SERVICES) {
      const [oldest] = services.keys();
      services.delete(oldest ?? key);
    }
    const { cmsApiHost, cmsPublicKey, cmsCacheMs, timeouts } = getAppConfig();
    services.set(
      key,
      createCmsService({
        apiKey: cmsPublicKey,
        apiHost: cmsApiHost,
        locale,
        cacheMs: cmsCacheMs,
        cached,
        fetch: backendFetch,
        timeoutMs: timeouts.cmsMs,
      }),
    );
  }
  return services.get(key);
};
