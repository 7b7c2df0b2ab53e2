/**
 * What `npm run edge` needs to start Varnish: its settings from the environment (EDGE_*),
 * and the VCL files that depend on them, written beside edge/storefront.vcl in varnishd's
 * working directory (docs/decisions/021-http-cache-in-front.md).
 */
import { copyFileSync, readdirSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError, presentVariables } from '../src/lib/config.ts';
import {
  PRICE_CONTEXT_COOKIE,
  PUBLIC_PRICE_CONTEXT,
} from '../src/lib/shopper/server/price-context.ts';
import { sharedCookieNames } from '../src/lib/shared-cookies.ts';
import { MONITORING_PROXY_PREFIX } from '../src/lib/monitoring.ts';
import {
  INTAKE_FORWARDED_HEADERS,
  INTAKE_PARAMETERS,
  INTAKE_PATHS,
  INTAKE_TIMEOUT_MS,
} from '../src/lib/monitoring-intake.ts';
import { BEACON_BODY_LIMIT_BYTES } from '../src/middleware/guards/body-limit.ts';
import { ADDRESS_UNREAD_PARAM_PATTERNS, UNREAD_PARAM_PATTERN } from '../src/lib/tracking-params.ts';

export const STOREFRONT_VCL = new URL('../edge/storefront.vcl', import.meta.url);
const PUBLIC_DIR = new URL('../public/', import.meta.url);

const port = z.coerce.number().int().min(1).max(65_535);
const list = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const OriginSchema = z.string().transform((text, context) => {
  const match = /^(\[[0-9a-f:]+\]|[a-z0-9.-]+):(\d{1,5})$/i.exec(text);
  const parsed = port.safeParse(match?.[2]);
  if (!match || !parsed.success) {
    context.addIssue({ code: 'custom', message: `"${text}" is not host:port` });
    return z.NEVER;
  }
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port: parsed.data };
});

// an address or a network (address/bits), as a Varnish ACL entry takes them
const AllowedSchema = z.string().refine((text) => {
  const [address = '', bits, ...rest] = text.split('/');
  const version = isIP(address);
  const maxBits = version === 6 ? 128 : 32;
  return (
    version !== 0 &&
    rest.length === 0 &&
    (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits))
  );
}, 'an IP address or address/bits');

const EdgeEnvSchema = z.object({
  // the origins' `npm start` (its PORT) unless named
  EDGE_ORIGINS: z.string().optional(),
  EDGE_PORT: port.default(8080),
  // loopback unless an operator puts it on a network
  EDGE_HOST: z.string().min(1).default('127.0.0.1'),
  // who may purge: `none`, or comma-separated addresses and networks
  EDGE_PURGE_ALLOW: z.string().default('127.0.0.1,::1'),
  // the cache's memory (varnishd -s malloc); least recently used copies go first
  EDGE_MEMORY: z
    .string()
    .regex(/^\d+[KMG]$/)
    .default('256M'),
  PORT: port.default(3000),
  // the origins' own (src/lib/config.ts): the names besides loopback ones a Host may make
  // a page of its own for, so the only names the key keeps
  SITE_HOSTS: z
    .string()
    .default('')
    .transform((text) => list(text.toLowerCase()))
    .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'host names, comma-separated, no ports'))),
  // the origins' own: with a price-context secret, a site-API session's first view with no
  // context goes to an origin (docs/decisions/026-price-context.md)
  SITE_SESSION_COOKIES: z.string().default('JSESSIONID'),
  PRICE_CONTEXT_SECRET: z.string().optional(),
  // the origins' own, but only when named: an edge's environment rarely names the origins'
  // backends, whose absence puts an origin in mock mode (decideMockMode)
  MOCKS: z.enum(['on', 'off']).default('off'),
  // the origins' own: a plain-HTTP intake gets the beacons from the edge itself
  // (docs/decisions/037-beacons-from-the-edge.md); unset or https, they go through an origin
  MONITORING_INTAKE_URL: z.url().optional(),
});

export type EdgeSettings = {
  origins: { host: string; port: number }[];
  host: string;
  port: number;
  purgeAllow: string[];
  memory: string;
  siteHosts: string[];
  /** the site API's session cookies (SITE_SESSION_COOKIES): a price group's context needs one */
  sessionCookies: string[];
  /** the session cookies whose first view goes to an origin; none: no price context */
  firstViewSessionCookies: string[];
  /** MOCKS=on: the origins behind are in mock mode, whose mock state a page depends on */
  mockMode: boolean;
  /** the monitoring intake the edge sends beacons to itself; none: through an origin */
  beaconIntake?: BeaconIntake | undefined;
};

/** A plain-HTTP intake Varnish can reach (it speaks no TLS to a backend). */
export type BeaconIntake = { host: string; port: number; path: string };

export const beaconIntakeOf = (url: string | undefined): BeaconIntake | undefined => {
  const parsed = url ? new URL(url) : undefined;
  if (parsed?.protocol !== 'http:' || parsed.username || parsed.password || parsed.search) {
    return undefined;
  }
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: Number(parsed.port || 80),
    path: parsed.pathname.replace(/\/+$/, ''),
  };
};

const describeIssues = (error: z.ZodError) =>
  error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');

/** The edge's settings, or a ConfigError naming each variable that is wrong. */
export const readEdgeSettings = (source: Record<string, string | undefined>): EdgeSettings => {
  const env = EdgeEnvSchema.safeParse(presentVariables(source));
  if (!env.success) {
    throw new ConfigError(`Invalid configuration:\n${describeIssues(env.error)}`);
  }
  const { EDGE_ORIGINS, EDGE_PURGE_ALLOW } = env.data;
  const origins = z
    .array(OriginSchema)
    .min(1)
    .safeParse(list(EDGE_ORIGINS ?? `127.0.0.1:${env.data.PORT}`));
  const allow = EDGE_PURGE_ALLOW === 'none' ? [] : list(EDGE_PURGE_ALLOW);
  const purgeAllow = z.array(AllowedSchema).safeParse(allow);
  const problems = [
    ...(origins.success ? [] : [`  EDGE_ORIGINS: ${origins.error.issues[0]?.message}`]),
    ...(purgeAllow.success
      ? []
      : [`  EDGE_PURGE_ALLOW: ${purgeAllow.error.issues[0]?.message} (or none)`]),
  ];
  if (!origins.success || !purgeAllow.success) {
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const sessionCookies = list(env.data.SITE_SESSION_COOKIES).filter((name) =>
    /^[\w.-]+$/.test(name),
  );
  return {
    origins: origins.data,
    host: env.data.EDGE_HOST,
    port: env.data.EDGE_PORT,
    purgeAllow: purgeAllow.data,
    memory: env.data.EDGE_MEMORY,
    siteHosts: env.data.SITE_HOSTS,
    sessionCookies,
    firstViewSessionCookies: env.data.PRICE_CONTEXT_SECRET ? sessionCookies : [],
    mockMode: env.data.MOCKS === 'on',
    beaconIntake: beaconIntakeOf(env.data.MONITORING_INTAKE_URL),
  };
};

/**
 * The cookies a page's document may depend on, as the origins' server lists them
 * (src/lib/shared-cookies.ts); in mock mode with what the mock layer adds, which is loaded
 * for it alone, as an origin loads the mock layer only in mock mode.
 */
export const edgeSharedCookies = async (mockMode: boolean): Promise<readonly string[]> => [
  ...sharedCookieNames(),
  ...(mockMode ? (await import('../mocks/state/mock-state-carriers.ts')).MOCK_SHARED_COOKIES : []),
];

/** A VCL string: Varnish reads no escapes in one, so a quote, a backslash or a newline cannot be in it. */
const vclString = (text: string) => {
  if (/["\\\n]/.test(text)) {
    throw new Error(`${JSON.stringify(text)} cannot be written as a VCL string`);
  }
  return `"${text}"`;
};

/**
 * sub edge_retry_origin: a fetch retried after a connection to one origin failed goes to the
 * next healthy origin in the list, never back to the one that failed (while its probe has
 * not yet caught up); with no other healthy origin, the director chooses.
 */
const retryOriginSub = (count: number) => {
  const names = Array.from({ length: count }, (_, index) => `origin_${index + 1}`);
  const choices = names.flatMap((failed, index) =>
    // the others in list order, starting after the one that failed
    [...names.slice(index + 1), ...names.slice(0, index)].map((other) => ({ failed, other })),
  );
  const lines = choices.map(
    ({ failed, other }, index) =>
      `  ${index === 0 ? 'if' : '} elsif'} (bereq.http.x-edge-failed-origin == "${failed}" && std.healthy(${other})) {\n    set bereq.backend = ${other};`,
  );
  return `sub edge_retry_origin {
${lines.length > 0 ? `${lines.join('\n')}\n  }\n` : ''}  unset bereq.http.x-edge-failed-origin;
}`;
};

/** The probe, one backend per origin, the round-robin director `origins` and the retry's choice. */
export const originsVcl = (origins: EdgeSettings['origins']) => {
  const backends = origins.map(
    ({ host, port: originPort }, index) => `backend origin_${index + 1} {
  .host = ${vclString(host)};
  .port = "${originPort}";
  .probe = origin_health;
  .connect_timeout = 1s;
  # an origin answers by its page budget (PAGE_BUDGET_MS, 2.5 s) at the latest, a crawler's
  # page included; a hung one holds only a request with no copy to serve, this long
  .first_byte_timeout = 4s;
  .between_bytes_timeout = 10s;
}`,
  );
  return `# written by scripts/edge.ts from EDGE_ORIGINS
probe origin_health {
  # readiness without the backends: an origin whose backends fail still serves its
  # fallbacks, but one shutting down answers 503 for its drain (SHUTDOWN_DRAIN_MS) and must
  # be out of rotation before it closes: sick after 3 failed probes of 5, some 1.5 s
  # (docs/operations.md#rolling-deploy). A busy origin has 1 s to answer.
  .url = "/readyz";
  .interval = 500ms;
  .timeout = 1s;
  .window = 5;
  .threshold = 3;
  .initial = 3;
}

${backends.join('\n\n')}

sub vcl_init {
  new origins = directors.round_robin();
${origins.map((_, index) => `  origins.add_backend(origin_${index + 1});`).join('\n')}
}

${retryOriginSub(origins.length)}
`;
};

/** acl purgers; with no address allowed, one no client can have. */
export const purgersVcl = (allowed: readonly string[]) => {
  const entries = allowed.map((entry) => {
    const [address = '', bits] = entry.split('/');
    return `  ${vclString(address)}${bits === undefined ? '' : `/${bits}`};`;
  });
  return `# written by scripts/edge.ts from EDGE_PURGE_ALLOW
acl purgers {
${entries.length > 0 ? entries.join('\n') : '  # none allowed (EDGE_PURGE_ALLOW=none)\n  "0.0.0.0"/32;'}
}
`;
};

/**
 * The paths of files no cookie changes: build files under /assets/ and what public/ holds
 * (its top-level folders and files), as a pattern on the address.
 */
export const staticFilePattern = (publicEntries: readonly { name: string; folder: boolean }[]) => {
  // a VCL string holds no backslash: a dot in its own class, and names of plain characters
  const escape = (text: string) => {
    if (!/^[\w.-]+$/.test(text)) {
      throw new Error(`public/${text}: the edge keys only files named with letters, digits, _ . -`);
    }
    return text.replaceAll('.', '[.]');
  };
  const alternatives = [
    'assets/',
    ...publicEntries.map(({ name, folder }) =>
      folder ? `${escape(name)}/` : `${escape(name)}([?]|$)`,
    ),
  ];
  return `^/(${alternatives.join('|')})`;
};

const publicEntries = () =>
  readdirSync(PUBLIC_DIR, { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    folder: entry.isDirectory(),
  }));

/**
 * The Host values a page may differ by, as a pattern: loopback names and SITE_HOSTS, with a
 * port, which an offline origin puts in its links (src/lib/public-origin.ts). Every other
 * Host gets the same page (a live origin's links are SITE_PUBLIC_URL's), so one key.
 */
export const siteHostPattern = (siteHosts: readonly string[]) =>
  `(?i)^(localhost|127([.][0-9]{1,3}){3}|[[]::1]${siteHosts
    .map((name) => `|${name.replaceAll('.', '[.]')}`)
    .join('')})(:[0-9]{1,5})?$`;

const PRICE = vclString(PRICE_CONTEXT_COOKIE);

/** VCL setting req.http.x-edge-url to the address less what `unread` matches. */
const keptQuery = (unread: string) =>
  `set req.http.x-edge-url = regsub(regsuball(req.url, ${vclString(unread)}, ""), "[?&]$", "");`;

type KeyCookies = {
  sessionCookies?: readonly string[];
  firstViewSessionCookies?: readonly string[];
  /** the cookies a page's document may depend on (edgeSharedCookies) */
  sharedCookies?: readonly string[];
};

/**
 * sub edge_key_url: the address with only the query parameters a page reads, in
 * req.http.x-edge-url; the Host when a page may differ by it, in req.http.x-edge-host.
 * sub edge_static_file: a file's request loses its cookies, so one copy serves every shopper
 * whatever their locale or mock state.
 * sub edge_first_view: a session's request with no price context passes to an origin.
 * sub edge_price_context: a price group's context without a session (signed out) is dropped,
 * so the shopper gets the public document at once; the origin never sees the session.
 * sub edge_shared_cookies: a page request keeps only the cookies its document may depend on
 * (src/lib/shared-cookies.ts), and sub edge_cookie_key puts their values in the key.
 */
export const keysVcl = (
  siteHosts: readonly string[],
  entries = publicEntries(),
  {
    sessionCookies = ['JSESSIONID'],
    firstViewSessionCookies = [],
    sharedCookies = sharedCookieNames(),
  }: KeyCookies = {},
) => `# written by scripts/edge.ts from src/lib/tracking-params.ts, src/lib/shared-cookies.ts,
# SITE_HOSTS, public/ and SITE_SESSION_COOKIES
sub edge_shared_cookies {
  # a production origin's, or with MOCKS=on also the mock state
  # (docs/decisions/035-the-edge-reads-the-shared-cookies.md)
  cookie.keep(${vclString(sharedCookies.join(','))});
}

sub edge_cookie_key {
  # by name, whatever order the browser sent them in
${sharedCookies.map((name) => `  hash_data(${vclString(`${name}=`)} + cookie.get(${vclString(name)}));`).join('\n')}
}

sub edge_price_context {
  # the public prices: the document of no context; a group's context without the session
  # that earned it (signed out): the public document too
  if (cookie.get(${PRICE}) == ${vclString(PUBLIC_PRICE_CONTEXT)} ||
      (cookie.isset(${PRICE})${
        sessionCookies.length === 0
          ? ''
          : ` && !(${sessionCookies.map((name) => `cookie.isset(${vclString(name)})`).join(' || ')})`
      })) {
    cookie.delete(${PRICE});
  }
}

sub edge_first_view {
${
  firstViewSessionCookies.length === 0
    ? '  # no price context (PRICE_CONTEXT_SECRET unset at the origins): nothing to learn'
    : `  # a site-API session with no price context yet: its first view here, which an origin
  # renders in the account's context and locale and sets them (docs/decisions/026-price-context.md)
  if (!cookie.isset(${PRICE}) &&
      (${firstViewSessionCookies.map((name) => `cookie.isset(${vclString(name)})`).join(' || ')})) {
    return (pass);
  }`
}
}

sub edge_key_url {
  if (req.http.host ~ ${vclString(siteHostPattern(siteHosts))}) {
    set req.http.x-edge-host = req.http.host;
  } else {
    set req.http.x-edge-host = "";
  }
  # an in-app navigation's payload names its page's query in its own (waku's ?query=)
  if (req.url ~ "^/RSC/") {
    set req.http.x-edge-url = req.url;
${ADDRESS_UNREAD_PARAM_PATTERNS.map(
  ({ address, unread }) => `  } elsif (req.url ~ ${vclString(address)}) {
    # an address that reads more of its query
    ${keptQuery(unread)}`,
).join('\n')}
  } else {
    ${keptQuery(UNREAD_PARAM_PATTERN)}
  }
}

sub edge_static_file {
  if (req.url ~ ${vclString(staticFilePattern(entries))}) {
    unset req.http.Cookie;
  }
}
`;

// a VCL string holds no backslash: a dot or a question mark in a class of its own
const literal = (text: string) => text.replaceAll('.', '[.]');

/**
 * The beacons the edge sends on itself: a POST to one of the SDK's intake paths under
 * /dd_metrics, with only the SDK's parameters and a declared length within the origin's
 * beacon limit. Anything else (another parameter, a chunked or larger body) goes to an
 * origin, which drops, refuses or bounds it as before.
 */
export const beaconPattern = () => {
  const parameter = `(${INTAKE_PARAMETERS.map(literal).join('|')})=[^&]*`;
  const paths = INTAKE_PATHS.map(literal).join('|');
  return `^${MONITORING_PROXY_PREFIX}(${paths})([?]${parameter}(&${parameter})*)?$`;
};

// what the intake reads of a beacon, the length Varnish sends the body with, and the
// request's id for the intake's side of the log
const forwardedHeaders = [...INTAKE_FORWARDED_HEADERS, 'content-length', 'x-request-id'];
// every header line but these is renamed, then the name removed: VCL cannot list headers
const dropAllBut = (http: 'bereq' | 'beresp', kept: readonly string[]) =>
  `header.regsub(${http}, ${vclString(`^(?i)(?!(${kept.join('|')}):)[^:]*:`)}, "x-edge-drop:");
    unset ${http}.http.x-edge-drop;`;

/**
 * sub edge_beacon, edge_beacon_fetch, edge_beacon_response, edge_beacon_error and
 * edge_beacon_deliver (x-edge-cache: intake): with a
 * plain-HTTP intake, a monitoring beacon goes from the edge to the intake, as the origin's
 * `/dd_metrics` endpoint would send it (src/middleware/endpoints/monitoring-proxy.ts): the
 * SDK's paths and parameters only, only the headers it forwards, the intake's own address,
 * its time box, no redirect followed (502), the intake's cookies not sent on, and 502 when
 * it cannot be reached. Without one, the subs do nothing and beacons pass to an origin.
 */
export const beaconsVcl = (intake: BeaconIntake | undefined) => {
  if (!intake) {
    return `# written by scripts/edge.ts: no plain-HTTP MONITORING_INTAKE_URL, so beacons pass to an origin
sub edge_beacon {}
sub edge_beacon_fetch {}
sub edge_beacon_response {}
sub edge_beacon_error {}
sub edge_beacon_deliver {}
`;
  }
  const seconds = `${INTAKE_TIMEOUT_MS / 1000}s`;
  const hostHeader = intake.port === 80 ? intake.host : `${intake.host}:${intake.port}`;
  return `# written by scripts/edge.ts from MONITORING_INTAKE_URL and src/lib/monitoring-intake.ts
# (docs/decisions/037-beacons-from-the-edge.md)
backend monitoring_intake {
  .host = ${vclString(intake.host)};
  .port = "${intake.port}";
  .connect_timeout = 1s;
  .first_byte_timeout = ${seconds};
  .between_bytes_timeout = ${seconds};
}

sub edge_beacon {
  if (req.method == "POST" && req.url ~ ${vclString(beaconPattern())} &&
      !req.http.Transfer-Encoding && req.http.Content-Length ~ "^[0-9]{1,7}$" &&
      std.integer(req.http.Content-Length, ${BEACON_BODY_LIMIT_BYTES + 1}) <= ${BEACON_BODY_LIMIT_BYTES}) {
    set req.backend_hint = monitoring_intake;
    set req.http.x-edge-beacon = "1";
    return (pass);
  }
}

sub edge_beacon_fetch {
  if (bereq.backend == monitoring_intake) {
    ${dropAllBut('bereq', forwardedHeaders)}
    set bereq.http.Host = ${vclString(hostHeader)};
    set bereq.url = ${vclString(intake.path)} + regsub(bereq.url, "^${MONITORING_PROXY_PREFIX}", "");
    return (fetch);
  }
}

sub edge_beacon_response {
  if (bereq.backend == monitoring_intake) {
    if (beresp.status >= 300 && beresp.status < 400) {
      return (error(502, "Bad Gateway"));
    }
    # the intake's status, body and type; the rest of its headers are not ours to send
    ${dropAllBut('beresp', ['content-type', 'content-length', 'content-encoding'])}
    return (deliver);
  }
}

# answered by the intake, not an origin: x-edge-cache says so, for operators and the bench
sub edge_beacon_deliver {
  if (req.http.x-edge-beacon) {
    set resp.http.x-edge-cache = "intake";
  }
}

sub edge_beacon_error {
  if (bereq.backend == monitoring_intake) {
    set beresp.status = 502;
    set beresp.reason = "Bad Gateway";
    set beresp.http.Content-Type = "text/plain; charset=utf-8";
    set beresp.body = "Bad Gateway";
    return (deliver);
  }
}
`;
};

/** Fills varnishd's working directory with the VCL it loads; returns the main file. */
export const writeEdgeVcl = (
  directory: string,
  settings: EdgeSettings & { sharedCookies?: readonly string[] },
) => {
  const main = join(directory, 'storefront.vcl');
  copyFileSync(STOREFRONT_VCL, main);
  writeFileSync(join(directory, 'origins.vcl'), originsVcl(settings.origins));
  writeFileSync(join(directory, 'purgers.vcl'), purgersVcl(settings.purgeAllow));
  writeFileSync(join(directory, 'beacons.vcl'), beaconsVcl(settings.beaconIntake));
  writeFileSync(
    join(directory, 'keys.vcl'),
    keysVcl(settings.siteHosts, publicEntries(), settings),
  );
  return main;
};

/** varnishd's arguments: in the foreground, on the edge's address, with the VCL in `directory`. */
export const varnishdArgs = (directory: string, settings: EdgeSettings) => [
  '-F',
  '-n',
  join(directory, 'varnishd'),
  '-a',
  `${settings.host.includes(':') ? `[${settings.host}]` : settings.host}:${settings.port}`,
  '-f',
  join(directory, 'storefront.vcl'),
  '-p',
  `vcl_path=${directory}`,
  '-s',
  `malloc,${settings.memory}`,
  // no management port: the edge is started and stopped by its process
  '-T',
  'none',
  // at least what an origin reads (Node: 16 kB of headers), so a shopper with many cookies
  // reaches the pages (which get only the shared cookies) and the origin's 431 page with
  // words for the rest; the workspaces hold such a request and its backend copy
  '-p',
  'http_req_hdr_len=32k',
  '-p',
  'http_req_size=64k',
  '-p',
  'http_max_hdr=256',
  '-p',
  'workspace_client=160k',
  '-p',
  'workspace_backend=160k',
];
