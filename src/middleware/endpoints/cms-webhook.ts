import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { CmsWebhookSchema } from '../../../contracts/cms-webhook.ts';
import { getSharedCache } from '../../lib/cache/server.ts';
import { purgeEdges } from '../../lib/edge-purge.ts';
import {
  CMS_WEBHOOK_SECRET_HEADER,
  purgeTagsFor,
  secretMatches,
} from '../../lib/cms/cms-webhook.ts';
import { getAppConfig } from '../../lib/config.ts';
import { getLogger } from '../../lib/logger.ts';

export const CMS_WEBHOOK_PATH = '/api/cms/webhook';
// Builder sends whole entries (old and new, every block); we read a few fields of them
export const CMS_WEBHOOK_MAX_BYTES = 1024 * 1024;
// how soon the CMS may send a publish again whose purge could not reach every instance
const WEBHOOK_RETRY_AFTER_SECONDS = 10;

const limitBody = bodyLimit({
  maxSize: CMS_WEBHOOK_MAX_BYTES,
  onError: (c) => c.json({ error: 'payload too large' }, 413),
});

/**
 * `POST /api/cms/webhook`: the CMS tells us an entry was published, changed or removed,
 * and we purge its cached results on every instance (docs/operations.md#publish-webhook) and,
 * softly, at every HTTP cache in EDGE_PURGE_URLS (docs/decisions/021-http-cache-in-front.md).
 * Off (404) until CMS_WEBHOOK_SECRET is set; a request without that secret in the
 * `X-CMS-Webhook-Secret` header is refused before its body is read.
 */
export const cmsWebhook = (): MiddlewareHandler => async (c, next) => {
  if (c.req.path !== CMS_WEBHOOK_PATH) {
    await next();
    return;
  }
  const { cmsWebhookSecret, cmsWebhookSecretPrevious } = getAppConfig();
  if (!cmsWebhookSecret) {
    return c.json({ error: 'not found' }, 404);
  }
  if (c.req.method !== 'POST') {
    return c.json({ error: 'method not allowed' }, 405, { allow: 'POST' });
  }
  const given = c.req.header(CMS_WEBHOOK_SECRET_HEADER);
  // during a rotation the CMS may still send the previous secret (docs/operations.md#rotating-secrets)
  const accepted = [cmsWebhookSecret, cmsWebhookSecretPrevious].some(
    (secret) => secret !== undefined && secretMatches(given, secret),
  );
  if (!accepted) {
    // a misconfigured CMS (or a stranger) is not an ordinary request: someone should look
    getLogger().warn(
      { secretSent: given !== undefined },
      'cms webhook refused: the secret matches neither CMS_WEBHOOK_SECRET nor CMS_WEBHOOK_SECRET_PREVIOUS',
    );
    return c.json({ error: 'unauthorized' }, 401);
  }
  return limitBody(c, async () => {
    const body = CmsWebhookSchema.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) {
      const fields = body.error.issues.map((issue) => issue.path.join('.') || '(root)');
      c.res = c.json({ error: 'invalid payload', fields }, 400);
      return;
    }
    const tags = purgeTagsFor(body.data);
    const [everywhere, edges] = await Promise.all([
      getSharedCache().purgeTags(tags),
      purgeEdges(getAppConfig().edgePurgeUrls, tags),
    ]);
    // counts, not the tags: a publish may name thousands of paths
    const fields = {
      model: body.data.modelName,
      operation: body.data.operation,
      tags: tags.length,
      edges,
    };
    const missed = [
      ...(everywhere ? [] : ['the shared cache is out of reach: purged on this instance only']),
      ...(edges.failed === 0 ? [] : [`${edges.failed} HTTP cache(s) could not be purged`]),
    ];
    if (missed.length > 0) {
      // some copies still show the old content: a 5xx makes the CMS send it again
      getLogger().warn(fields, `cms webhook: ${missed.join('; ')}`);
      c.res = c.json({ error: missed.join('; '), ...fields }, 503, {
        'retry-after': String(WEBHOOK_RETRY_AFTER_SECONDS),
      });
      return;
    }
    getLogger().info(fields, 'cms webhook: cache purged');
    c.res = c.json({ purged: fields });
  });
};
