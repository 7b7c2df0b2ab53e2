import type { MiddlewareHandler } from 'hono';
import { isCmsPreview } from '../../lib/cms-preview.ts';
import { getAppConfig } from '../../lib/config.ts';
import type { InlineHashes } from '../../lib/inline-hashes.ts';
import { getNonce, getSharedDocumentHashes } from '../../lib/request-context.ts';

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

/**
 * The page CSP. `trusted` is what lets the page's own inline scripts and its one <style>
 * run: this response's nonce, or for a document shared by many visitors, where a nonce
 * would be no nonce, the hashes of its inline scripts and styles
 * (docs/decisions/020-shared-documents.md).
 */
export const contentSecurityPolicy = (
  trusted: string | InlineHashes,
  config = getAppConfig(),
  { preview = false } = {},
) => {
  const scriptSources = typeof trusted === 'string' ? [`'nonce-${trusted}'`] : [...trusted.scripts];
  const styleSources = typeof trusted === 'string' ? [`'nonce-${trusted}'`] : [...trusted.styles];
  const cms = originOf(config.cmsApiHost);
  // the browser calls the site address when it is not on the product's domain (docs/behaviour.md#calls)
  const sitePublic = originOf(config.sitePublicUrl);
  const sources = (...list: (string | undefined)[]) => [...new Set(list.filter(Boolean))].join(' ');
  return [
    "default-src 'self'",
    // the CMS host is shared by every customer of the CMS: only a preview, which runs the
    // SDK and the editor's code, may run scripts from it
    `script-src ${sources(
      "'self'",
      ...scriptSources,
      preview ? cms : undefined,
      originOf(config.thirdPartyScripts.consent),
      originOf(config.thirdPartyScripts.tagManager),
    )}`,
    // a published page's only <style> element carries the nonce; the style attributes
    // (CMS colours, block layout) stay allowed on their own. A preview's SDK writes <style>
    // elements of its own, so it keeps 'unsafe-inline', which a nonce would switch off
    ...(preview
      ? ["style-src 'self' 'unsafe-inline'"]
      : [`style-src ${sources("'self'", ...styleSources)}`, "style-src-attr 'unsafe-inline'"]),
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
    // forms post to us or to a partner form's origin, nowhere else
    `form-action ${sources("'self'", ...config.partnerFormOrigins)}`,
  ].join('; ');
};

/**
 * For every response that is not a rendered page (static files such as /taia/frame.html,
 * RSC payloads, JSON, redirects): its own origin only, and no framing by any other site.
 */
export const STATIC_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const COMMON_HEADERS = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

// in development Vite injects inline scripts and serves over plain http
const baseHeaders = (): Record<string, string> =>
  import.meta.env.DEV
    ? COMMON_HEADERS
    : {
        ...COMMON_HEADERS,
        'content-security-policy': STATIC_CONTENT_SECURITY_POLICY,
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
      };

/** The same response with headers it does not have yet; a fetched response's are immutable. */
const withHeadersAdded = (response: Response, headers: Record<string, string>) => {
  const missing = Object.entries(headers).filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) {
    return response;
  }
  const copy = new Response(response.body, response);
  for (const [name, value] of missing) {
    copy.headers.set(name, value);
  }
  return copy;
};

/**
 * Security headers on every response. Wraps the server's fetch because waku's Node adapter
 * answers files in dist/public before any middleware runs; a page keeps the CSP that
 * securityHeaders gave it.
 */
export const withSecurityHeaders =
  <Rest extends unknown[]>(
    fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>,
  ) =>
  async (request: Request, ...rest: Rest) => {
    return withHeadersAdded(await fetch(request, ...rest), baseHeaders());
  };

const RENDERED = /^(text\/html|text\/x-component)/;

/**
 * On every rendered page and RSC payload: the page CSP, whose nonce comes from the request
 * context, and Cross-Origin-Resource-Policy, since what they show is this visitor's and no
 * other site may load it as a resource.
 */
export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  const type = c.res.headers.get('content-type') ?? '';
  const nonce = getNonce();
  const hashes = getSharedDocumentHashes();
  if (!RENDERED.test(type)) {
    return;
  }
  // a response made from a fetch has immutable headers
  const response = new Response(c.res.body, c.res);
  response.headers.set('cross-origin-resource-policy', 'same-origin');
  const trusted = hashes ?? nonce;
  if (type.startsWith('text/html') && trusted) {
    const preview = isCmsPreview(new URL(c.req.url).searchParams);
    response.headers.set(
      'content-security-policy',
      contentSecurityPolicy(trusted, undefined, { preview }),
    );
  }
  c.res = response;
};
