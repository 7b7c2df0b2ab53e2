import { getAppConfig, type Config } from './config.ts';

// a host name, IPv4 or bracketed IPv6 address, with an optional port: nothing that could
// carry a path, credentials or a second address
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstOf = (header: string | null) => header?.split(',')[0]?.trim() || undefined;

// the names a machine calls itself: what an offline demo is reached at on its own machine
const LOOPBACK_NAME = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** A Host value's name without its port, lower case: `[::1]:4000` → `[::1]`. */
const nameOf = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

const isAcceptedHost = (host: string, config: Config) =>
  HOST.test(host) && (LOOPBACK_NAME.test(nameOf(host)) || config.siteHosts.includes(nameOf(host)));

/**
 * The origin shoppers reach the site at, for canonical and hreflang links: SITE_PUBLIC_URL
 * when it is set (always, once mocks are off). Offline it is worked out from the request:
 * the Host header and the connection's scheme, or X-Forwarded-Host/Proto when TRUSTED_PROXY
 * says a proxy in front sets them, when that host is a loopback name or one SITE_HOSTS
 * lists: an offline demo on a shared QA host must not put a stranger's Host into its
 * canonical links, JSON-LD and payloads. Any other host gives `localhost`. The authority of
 * an absolute-form request line (`GET http://elsewhere/ HTTP/1.1`) is never used.
 */
export const publicOrigin = (request: Request, config: Config = getAppConfig()): string => {
  if (config.sitePublicUrl) {
    return new URL(config.sitePublicUrl).origin;
  }
  const forwarded = (name: string) =>
    config.trustedProxy ? firstOf(request.headers.get(name)) : undefined;
  const proto = forwarded('x-forwarded-proto') ?? new URL(request.url).protocol.slice(0, -1);
  const host = forwarded('x-forwarded-host') ?? request.headers.get('host') ?? '';
  const scheme = proto === 'https' ? 'https' : 'http';
  return isAcceptedHost(host, config)
    ? new URL(`${scheme}://${host}`).origin
    : `${scheme}://localhost`;
};

/** A URL of this request's path and query at the public origin. */
export const atPublicOrigin = (url: URL, request: Request, config?: Config): URL =>
  new URL(`${url.pathname}${url.search}`, publicOrigin(request, config));
