import { getConfig } from '../config.ts';
import { createCmsService, type CmsService } from './cms-service.ts';

// one service (and so one page cache) per locale, built on first use
const services = new Map<string, CmsService | undefined>();

/** The CMS service of this server's configuration; undefined when the public key is invalid. */
export const getCmsService = (locale?: string): CmsService | undefined => {
  const key = locale ?? '';
  if (!services.has(key)) {
    const config = getConfig();
    services.set(
      key,
      createCmsService({ apiKey: config.cmsPublicKey, apiHost: config.cmsApiHost, locale }),
    );
  }
  return services.get(key);
};
