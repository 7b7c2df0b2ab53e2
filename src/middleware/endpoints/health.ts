import type { MiddlewareHandler } from 'hono';
import { PAGE_MODEL } from '../../../contracts/cms.ts';
import { getSharedCache } from '../../lib/cache/server.ts';
import { getCmsService } from '../../lib/cms/server.ts';
import { getAppConfig, parseConfig } from '../../lib/config.ts';
import { isDraining } from '../../lib/lifecycle.ts';
import { getMetrics } from '../../lib/metrics.ts';
import { createServerSiteApi } from '../../lib/site-api/server.ts';

/** A backend check that takes longer than this fails: a probe must answer quickly. */
export const READY_CHECK_TIMEOUT_MS = 500;

type Check = 'ok' | 'failed' | 'skipped';

const timeBoxed = async (check: () => Promise<boolean>): Promise<Check> => {
  const timeout = new Promise<boolean>((resolve) => {
    setTimeout(() => resolve(false), READY_CHECK_TIMEOUT_MS).unref();
  });
  const passed = await Promise.race([check().catch(() => false), timeout]);
  return passed ? 'ok' : 'failed';
};

const backendChecks = async () => {
  const [siteApi, cms] = await Promise.all([
    timeBoxed(async () => {
      // asked afresh (a probe of the backend, not of our cache), and ended with the check
      await createServerSiteApi(
        undefined,
        AbortSignal.timeout(READY_CHECK_TIMEOUT_MS),
      ).getCountries();
      return true;
    }),
    timeBoxed(async () => {
      const page = await getCmsService()?.fetchPage(PAGE_MODEL, '/');
      return page !== undefined && page.status !== 'failed';
    }),
  ]);
  return { siteApi, cms };
};

const readiness = async (deep: boolean) => {
  const configuration: Check = (() => {
    try {
      parseConfig(process.env);
      return 'ok';
    } catch {
      return 'failed';
    }
  })();
  const cache = getSharedCache();
  // a Redis outage degrades to no cache, so it is reported but does not stop traffic
  const cacheCheck: Check = (await timeBoxed(() => cache.ping())) === 'ok' ? 'ok' : 'failed';
  const backends = deep ? await backendChecks() : undefined;
  const ready =
    !isDraining() &&
    configuration === 'ok' &&
    (!backends || (backends.siteApi === 'ok' && backends.cms === 'ok'));
  return {
    ready,
    body: {
      status: isDraining() ? 'shutting-down' : ready ? 'ready' : 'not-ready',
      version: getAppConfig().monitoring.version,
      checks: { configuration, cache: { kind: cache.kind, status: cacheCheck }, ...backends },
    },
  };
};

/**
 * `/healthz`: the process is alive (200). `/readyz`: it should get traffic: the
 * configuration is valid and no shutdown is under way; `?backends=1` also asks the site
 * API and the CMS, each time-boxed (docs/operations.md#health). Neither is cached.
 */
export const health = (): MiddlewareHandler => async (c, next) => {
  if (c.req.path === '/healthz') {
    return c.json({ status: 'alive' }, 200, { 'cache-control': 'no-store' });
  }
  if (c.req.path === '/metrics') {
    const { registry } = getMetrics();
    return c.body(await registry.metrics(), 200, {
      'content-type': registry.contentType,
      'cache-control': 'no-store',
    });
  }
  if (c.req.path === '/readyz') {
    const { ready, body } = await readiness(c.req.query('backends') === '1');
    return c.json(body, ready ? 200 : 503, { 'cache-control': 'no-store' });
  }
  await next();
};
