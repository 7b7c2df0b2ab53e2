import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { MOCK_SHARED_COOKIES } from '../mocks/state/mock-state-carriers.ts';
import { ConfigError } from '../src/lib/config.ts';
import { serverExtensions } from '../src/lib/server-extensions.ts';
import { sharedCookieNames } from '../src/lib/shared-cookies.ts';
import {
  ADDRESS_UNREAD_PARAM_PATTERNS,
  UNREAD_PARAM_PATTERN,
  withoutUnreadParams,
} from '../src/lib/tracking-params.ts';
import {
  beaconIntakeOf,
  beaconPattern,
  edgeSharedCookies,
  keysVcl,
  originsVcl,
  readEdgeSettings,
  siteHostPattern,
  STOREFRONT_VCL,
  staticFilePattern,
  writeEdgeVcl,
} from './edge-vcl.ts';

/** What keys.vcl does to an address, in JavaScript: PCRE reads the patterns the same way. */
const edgeKeyUrl = (pathAndQuery: string) => {
  const unread =
    ADDRESS_UNREAD_PARAM_PATTERNS.find(({ address }) => new RegExp(address).test(pathAndQuery))
      ?.unread ?? UNREAD_PARAM_PATTERN;
  return pathAndQuery.replaceAll(new RegExp(unread, 'g'), '').replace(/[?&]$/, '');
};

test.each([
  '/science',
  '/science?utm_source=x&gclid=1',
  '/?a=1&utm_campaign=spring&b=3',
  '/shop?refCode=abc&sort=price',
  '/shop?sort=price&fbclid=1&_ga=2',
  '/?refCodes=1&gclidx=2&utm=3',
  '/?affid',
  '/science?cb=0.4711&locale=en-CA',
  '/science?localex=1&locale=en-CA&builder.preview=page&mock-fault=cms',
  '/?&&cb',
  '/?q=random',
  '/search?q=omega&gclid=1&locale=en-CA',
  '/search/?cb=2&q=fish+oil',
  '/search',
  '/searches?q=omega',
  '/search/results?q=omega&cb=1',
])('the edge keys %s as the server renders it', (pathAndQuery) => {
  const url = new URL(pathAndQuery, 'http://shop.test');
  const kept = withoutUnreadParams(url);
  expect(edgeKeyUrl(pathAndQuery)).toBe(`${kept.pathname}${kept.search}`);
});

test('the edge keys a Host only when a page may differ by it: loopback names and SITE_HOSTS', () => {
  const { siteHosts } = readEdgeSettings({ SITE_HOSTS: 'QA-1.shop.internal, demo.example' });
  const keyed = new RegExp(siteHostPattern(siteHosts).replace('(?i)', ''), 'i');
  const hosts = [
    'localhost:8080',
    '127.0.0.1',
    '[::1]:3000',
    'qa-1.shop.internal',
    'demo.example:80',
  ];
  expect(hosts.filter((host) => !keyed.test(host))).toEqual([]);
  const others = [
    'www.lumen-nutrition.com',
    'evil.example',
    'qa-1xshop.internal',
    'localhost.evil',
  ];
  expect(others.filter((host) => keyed.test(host))).toEqual([]);
  expect(() => readEdgeSettings({ SITE_HOSTS: 'evil.example/path' })).toThrow('SITE_HOSTS');
});

test('the edge defaults to the local npm start on 8080, purge from loopback only', () => {
  expect(readEdgeSettings({ PORT: '3100' })).toEqual({
    origins: [{ host: '127.0.0.1', port: 3100 }],
    host: '127.0.0.1',
    port: 8080,
    purgeAllow: ['127.0.0.1', '::1'],
    memory: '256M',
    siteHosts: [],
    sessionCookies: ['JSESSIONID'],
    firstViewSessionCookies: [],
    mockMode: false,
    beaconIntake: undefined,
  });
  expect(
    readEdgeSettings({
      PRICE_CONTEXT_SECRET: 'x'.repeat(32),
      SITE_SESSION_COOKIES: 'JSESSIONID, sid',
    }).firstViewSessionCookies,
  ).toEqual(['JSESSIONID', 'sid']);
  expect(
    readEdgeSettings({ EDGE_ORIGINS: 'a.internal:3000, [::1]:3001', EDGE_PURGE_ALLOW: 'none' }),
  ).toMatchObject({
    origins: [
      { host: 'a.internal', port: 3000 },
      { host: '::1', port: 3001 },
    ],
    purgeAllow: [],
  });
});

test.each([
  [{ EDGE_ORIGINS: 'no-port' }, 'EDGE_ORIGINS'],
  [{ EDGE_ORIGINS: 'a:99999' }, 'EDGE_ORIGINS'],
  [{ EDGE_PURGE_ALLOW: 'everyone' }, 'EDGE_PURGE_ALLOW'],
  [{ EDGE_PURGE_ALLOW: '10.0.0.0/33' }, 'EDGE_PURGE_ALLOW'],
  [{ EDGE_PORT: 'eighty' }, 'EDGE_PORT'],
  [{ MOCKS: 'yes' }, 'MOCKS'],
])('%o is refused, naming %s', (env, name) => {
  expect(() => readEdgeSettings(env)).toThrow(ConfigError);
  expect(() => readEdgeSettings(env)).toThrow(name);
});

test.each([
  ['two origins, purge from loopback', {}],
  ['purge from nowhere', { EDGE_PURGE_ALLOW: 'none' }],
  ['purge from a network', { EDGE_PURGE_ALLOW: '10.0.0.0/8,fd00::/8' }],
  [
    'a price context',
    { PRICE_CONTEXT_SECRET: 'x'.repeat(32), SITE_SESSION_COOKIES: 'JSESSIONID,sid' },
  ],
  ['beacons sent from the edge', { MONITORING_INTAKE_URL: 'http://127.0.0.1:9/intake' }],
])(
  'varnishd compiles the VCL (%s)',
  (_, env) => {
    const directory = mkdtempSync(join(tmpdir(), 'edge-vcl-test-'));
    chmodSync(directory, 0o755);
    try {
      const settings = readEdgeSettings({ EDGE_ORIGINS: '127.0.0.1:1,127.0.0.1:2', ...env });
      const main = writeEdgeVcl(directory, settings);
      const compiled = spawnSync(
        'varnishd',
        ['-C', '-f', main, '-p', `vcl_path=${directory}`, '-n', join(directory, 'n')],
        // -C prints the C it compiles to: megabytes
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
      expect(compiled.error).toBeUndefined();
      expect(compiled.stderr).not.toContain('Message from VCC-compiler');
      expect(compiled.status).toBe(0);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  },
  30_000,
);

test.each([
  ['http://127.0.0.1:8126/intake', { host: '127.0.0.1', port: 8126, path: '/intake' }],
  ['http://intake.internal/', { host: 'intake.internal', port: 80, path: '' }],
  // Varnish speaks no TLS to a backend: an https intake gets its beacons through an origin
  ['https://browser-intake-datadoghq.com', undefined],
  ['http://user:secret@intake.internal', undefined],
  [undefined, undefined],
])('the intake %s is reached by the edge as %o', (url, intake) => {
  expect(beaconIntakeOf(url)).toEqual(intake);
});

test.each([
  [
    '/dd_metrics/api/v2/rum?ddsource=browser&ddtags=sdk_version%3A6.0&dd-api-key=pub&dd-evp-origin-version=6&dd-evp-origin=browser&dd-request-id=abc',
    true,
  ],
  ['/dd_metrics/api/v2/replay?_dd.api=fetch&batch_time=1&application.id=a', true],
  ['/dd_metrics/api/v2/logs', true],
  // what the origin drops, refuses or answers 404 goes to the origin
  ['/dd_metrics/api/v2/rum?ddsource=browser&cb=1', false],
  ['/dd_metrics/api/v2/rum?ddsourceX=1', false],
  ['/dd_metrics/api/v2/rumX', false],
  ['/dd_metrics/api/v2/trace', false],
  ['/dd_metrics/api/v2/rum/../../admin', false],
  ['/dd_metrics/api/v2/rum?_ddXapi=1', false],
])('%s is a beacon the edge sends on itself: %s', (url, edge) => {
  expect(new RegExp(beaconPattern()).test(url)).toBe(edge);
});

test.each([
  ['/assets/client-D2S0U484.js', true],
  ['/favicon.svg', true],
  ['/favicon.svg?v=2', true],
  ['/images/products/omega-3.svg', true],
  ['/taia/frame.html', true],
  ['/favicon.svgx', false],
  ['/faviconXsvg', false],
  ['/science', false],
  ['/imagesx/a.svg', false],
  ['/', false],
])('%s is a file every shopper shares (its cookies dropped at the edge): %s', (path, shared) => {
  const pattern = staticFilePattern([
    { name: 'favicon.svg', folder: false },
    { name: 'images', folder: true },
    { name: 'taia', folder: true },
  ]);
  expect(new RegExp(pattern).test(path)).toBe(shared);
});

test('a public/ file the edge cannot name in a VCL string stops the edge from starting', () => {
  expect(() => staticFilePattern([{ name: 'a"b.svg', folder: false }])).toThrow('public/a"b.svg');
});

test('a fetch retried after a failed connection goes to the next healthy origin, never the same', () => {
  const vcl = originsVcl([
    { host: '10.0.0.1', port: 3000 },
    { host: '10.0.0.2', port: 3000 },
    { host: '10.0.0.3', port: 3000 },
  ]);
  const retry = vcl.slice(vcl.indexOf('sub edge_retry_origin'));
  expect(retry).toContain(
    'bereq.http.x-edge-failed-origin == "origin_2" && std.healthy(origin_3)) {\n    set bereq.backend = origin_3;',
  );
  expect(retry).toContain(
    'bereq.http.x-edge-failed-origin == "origin_3" && std.healthy(origin_1)) {\n    set bereq.backend = origin_1;',
  );
  expect(retry).not.toMatch(/"origin_(\d)" && std\.healthy\(origin_\1\)/);
  // the probe asks readiness, which a draining origin fails
  expect(vcl).toContain('.url = "/readyz";');
});

const keptIn = (vcl: string) => /cookie\.keep\("([^"]*)"\);/.exec(vcl)?.[1]?.split(',');
const keyedIn = (vcl: string) =>
  [...vcl.matchAll(/hash_data\("([^"]+)=" \+ cookie\.get\("\1"\)\);/g)].map(([, name]) => name);

test("the edge keeps, and keys on, the cookies a document may depend on, from the server's list", async () => {
  const vcl = keysVcl([], [], { sharedCookies: await edgeSharedCookies(false) });
  expect(keptIn(vcl)).toEqual(sharedCookieNames());
  expect(keyedIn(vcl)).toEqual(sharedCookieNames());
  // a production origin's: a mock state cookie is neither forwarded nor a key of its own
  expect(keptIn(vcl)).not.toContain('mock-state');
  expect(keptIn(vcl)).not.toContain('mock-scenario');
  // storefront.vcl names none itself: no copy to keep in step by hand
  expect(readFileSync(STOREFRONT_VCL, 'utf8')).not.toMatch(/cookie\.keep\(|hash_data\("[^"]*="/);
});

test('in front of origins in mock mode (MOCKS=on) the edge keys on the mock state too, as the mock layer shares it', async () => {
  expect(readEdgeSettings({ MOCKS: 'on' }).mockMode).toBe(true);
  const vcl = keysVcl([], [], { sharedCookies: await edgeSharedCookies(true) });
  // what mocks/server/register.ts adds to the server's list in mock mode
  serverExtensions().sharedCookies.push(...MOCK_SHARED_COOKIES);
  try {
    // under its name and its old one, both read (docs/qa.md#old-names-still-read)
    expect(sharedCookieNames()).toEqual(expect.arrayContaining(['mock-state', 'mock-scenario']));
    expect(keptIn(vcl)).toEqual(sharedCookieNames());
    expect(keyedIn(vcl)).toEqual(sharedCookieNames());
  } finally {
    serverExtensions().sharedCookies.length = 0;
  }
});
