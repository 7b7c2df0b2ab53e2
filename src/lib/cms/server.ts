import 'server-only';
import { getAppConfig } from '../config.ts';
import { createCmsService, type CmsService } from './cms-service.ts';

// one service per locale, so its caches live as long as the process
const services = new Map<string, CmsService | undefined>();

/** The CMS service of this server (undefined when the public key is not usable). */
export const getCmsService = (locale?: string): CmsService | undefined => {
  const key = locale ?? '';
  if (!services.has(key)) {
    const { cmsApiHost, cmsPublicKey, cmsCacheMs } = getAppConfig();
    services.set(
      key,
      createCmsService({
        apiKey: cmsPublicKey,
        apiHost: cmsApiHost,
        locale,
        cacheMs: cmsCacheMs,
      }),
    );
  }
  return services.get(key);
};
