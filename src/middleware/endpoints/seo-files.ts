import type { MiddlewareHandler } from 'hono';
import { PAGE_MODEL } from '../../../contracts/cms.ts';
import { cached } from '../../lib/cache/server.ts';
import { cacheTags } from '../../lib/cache-tags.ts';
import { getCmsService } from '../../lib/cms/server.ts';
import { getAppConfig } from '../../lib/config.ts';
import { DEFAULT_KNOWN_LOCALES, toKnownLocales, type KnownLocale } from '../../lib/locale.ts';
import { getLogger } from '../../lib/logger.ts';
import { buildRobotsTxt, buildSitemapXml } from '../../lib/seo/sitemap.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { sharedCountries } from '../../lib/calls/sources.ts';

// the page list changes when an editor publishes, and the webhook purges it then
const SITEMAP_CACHE_MS = 15 * 60 * 1000;
const CDN_MAX_AGE_S = 300;

const localesOfTheSite = async (): Promise<readonly KnownLocale[]> => {
  try {
    // the pages' list, fetched once for all of them under the site-API time box
    return toKnownLocales(await sharedCountries());
  } catch {
    // the alternates of the default locale are still right; the next fetch tries again
    return DEFAULT_KNOWN_LOCALES;
  }
};

const loadPagePaths = () => {
  const cms = getCmsService();
  if (!cms) {
    return Promise.reject(new Error('the CMS service is not configured'));
  }
  // cached only while the CMS results are: the mocked CMS answers per session
  const ttlMs = getAppConfig().cmsCacheMs > 0 ? SITEMAP_CACHE_MS : 0;
  return cached('sitemap:page-paths', { ttlMs, tags: [cacheTags.sitemap] }, () =>
    cms.listUrlPaths(PAGE_MODEL),
  );
};

/**
 * `/robots.txt` and `/sitemap.xml` (every published CMS page, with its hreflang
 * alternates); both may be cached by a CDN for a few minutes. A failing CMS is a 503,
 * never an empty sitemap that would tell crawlers every page is gone.
 */
export const seoFiles = (): MiddlewareHandler => async (c, next) => {
  const publicCache = { 'cache-control': `public, max-age=${CDN_MAX_AGE_S}` };
  if (c.req.path === '/robots.txt') {
    return c.text(buildRobotsTxt(publicOrigin(c.req.raw)), 200, publicCache);
  }
  if (c.req.path !== '/sitemap.xml') {
    await next();
    return;
  }
  try {
    const [paths, locales] = await Promise.all([loadPagePaths(), localesOfTheSite()]);
    const xml = buildSitemapXml({ origin: publicOrigin(c.req.raw), paths, locales });
    return c.body(xml, 200, { 'content-type': 'application/xml; charset=utf-8', ...publicCache });
  } catch (error) {
    getLogger().error({ err: (error as Error).message }, 'sitemap: the CMS page list failed');
    return c.text('Service Unavailable', 503, { 'retry-after': '60', 'cache-control': 'no-store' });
  }
};
