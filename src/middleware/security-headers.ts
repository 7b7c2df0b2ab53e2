import type { MiddlewareHandler } from 'hono';
import { isCmsPreview } from '../lib/cms-preview.ts';
import { getAppConfig } from '../lib/config.ts';
import { getNonce } from '../lib/request-context.ts';

// the CMS's visual editor shows our pages in its own frame
const EDITOR_ANCESTORS = ['https://builder.io', 'https://*.builder.io'];

/*
 * The CMS SDK's own host: in a preview of a page that has no entry yet, the SDK asks it
 * for the entry again from the browser, whatever CMS_API_HOST says.
 */
const CMS_SDK_HOST = 'https://cdn.builder.io';

// a same-origin path has no origin of its own: 'self' covers it
const originOf = (url: string | undefined) =>
  url && /^https?:\/\//.test(url) ? new URL(url).origin : undefined;

export const contentSecurityPolicy = (
  nonce: string,
  config = getAppConfig(),
  { preview = false } = {},
) => {
  const cms = originOf(config.cmsApiHost);
  // the browser calls the site address when it is not on the product's domain (SPEC.md 7)
  const sitePublic = originOf(config.sitePublicUrl);
  const sources = (...list: (string | undefined)[]) => [...new Set(list.filter(Boolean))].join(' ');
  return [
    `script-src ${sources(
      "'self'",
      `'nonce-${nonce}'`,
      cms,
      originOf(config.thirdPartyScripts.consent),
      originOf(config.thirdPartyScripts.tagManager),
    )}`,
    "style-src 'self' 'unsafe-inline'",
    // product and CMS images (the CMS's image host among them) come from several https hosts
    "img-src 'self' data: https:",
    `connect-src ${sources(
      "'self'",
      cms,
      preview ? CMS_SDK_HOST : undefined,
      sitePublic,
      ...config.partnerFormOrigins,
    )}`,
    "frame-src 'self'",
    // session replay records in a worker made from a blob
    "worker-src 'self' blob:",
    `frame-ancestors ${sources("'self'", ...EDITOR_ANCESTORS)}`,
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
};

const isHtml = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/html');

/** Security headers on every HTML response; the CSP nonce comes from the request context. */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  if (!isHtml(c.res)) {
    return;
  }
  // a response made from a fetch has immutable headers
  const response = new Response(c.res.body, c.res);
  const nonce = getNonce();
  if (nonce) {
    const preview = isCmsPreview(new URL(c.req.url).searchParams);
    response.headers.set(
      'content-security-policy',
      contentSecurityPolicy(nonce, undefined, { preview }),
    );
  }
  if (!import.meta.env.DEV) {
    response.headers.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
  response.headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  response.headers.set('x-content-type-options', 'nosniff');
  response.headers.set(
    'permissions-policy',
    'camera=(), microphone=(), geolocation=(), payment=()',
  );
  c.res = response;
};
