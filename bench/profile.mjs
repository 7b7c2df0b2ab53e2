// `node bench/profile.mjs`: where the server's CPU goes while it serves `/` under the bench
// load. Builds with server source maps (SERVER_SOURCEMAPS=1), runs the production server
// under `node --cpu-prof`, first with the backends in their own process, then offline (mocks
// in process), and splits the sampled self time by the original source of each function:
// RSC render, SSR, fetching, zod validation, mocks, other. BENCH_BUILD=0 reuses dist/.
// `node bench/profile.mjs customer` profiles a signed-in customer's page (never cached); any
// mock state of docs/qa.md#say-the-state works, `anonymous` by default.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { backendEnv, load, startApp, startMockBackends, stop } from './harness.mjs';

// what decides a category, tried in order on the original source path (or Node's own URL)
const CATEGORIES = [
  [
    'mocks (in process)',
    /\/mocks\/|node_modules\/(msw|@mswjs|@open-draft|headers-polyfill|outvariant|strict-event-emitter|rettime)\//,
  ],
  ['zod validation', /node_modules\/zod\/|\/contracts\/|parse-block-config/],
  [
    'fetching',
    /undici|^wasm:|\/lib\/site-api\/|\/lib\/cms\/|\/lib\/personalisation|@builder\.io\/sdk-react/,
  ],
  // React's server build renders the RSC payload; the SSR side decodes it and renders HTML
  // our middleware is bundled on the RSC side but renders nothing: it stays in other
  [
    'RSC render',
    /react-server-dom-webpack-server|\.react-server\.|plugin-rsc\/dist\/react\/rsc|src\/(pages|server-components|blocks|components|lib)\/.*\[rsc\]/,
  ],
  [
    'SSR',
    /react-dom-server|react-server-dom-webpack-client|rsc-html-stream|plugin-rsc\/dist\/react\/ssr|\[ssr\]/,
  ],
];

const categorise = (source) =>
  CATEGORIES.find(([, pattern]) => pattern.test(source))?.[0] ?? 'other';

const sourceMaps = new Map();
const sourceMapOf = (url) => {
  if (!sourceMaps.has(url)) {
    // only our build's maps: a package's own maps would hide that it is a package
    const path =
      url.startsWith('file://') && url.includes('/dist/server/') ? fileURLToPath(url) : undefined;
    const mapPath = path && `${path}.map`;
    sourceMaps.set(
      url,
      mapPath && existsSync(mapPath)
        ? new SourceMap(JSON.parse(readFileSync(mapPath, 'utf8')))
        : undefined,
    );
  }
  return sourceMaps.get(url);
};

/** The original source of a profiled function; the bundle's environment marks our own code. */
const originalSource = ({ url, lineNumber, columnNumber, functionName }) => {
  if (!url) {
    return `(${functionName || 'native'})`;
  }
  const map = sourceMapOf(url);
  const entry = map?.findEntry(lineNumber, columnNumber);
  const source = entry && 'originalSource' in entry ? entry.originalSource : url;
  if (!source.includes('node_modules') && url.includes('/dist/server/')) {
    return `${source} [${url.includes('/dist/server/ssr/') ? 'ssr' : 'rsc'}]`;
  }
  return source;
};

const split = (profile, fromMicros) => {
  if (fromMicros < profile.startTime || fromMicros > profile.endTime) {
    throw new Error('the load-start mark is outside the profile: clocks differ');
  }
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index];
    if (at >= fromMicros) {
      selfMs.set(id, (selfMs.get(id) ?? 0) + profile.timeDeltas[index] / 1000);
    }
  });
  const byCategory = new Map();
  const bySource = new Map();
  let total = 0;
  for (const [id, time] of selfMs) {
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') {
      continue;
    }
    const source = originalSource(callFrame);
    const category =
      callFrame.functionName === '(garbage collector)' ? 'other' : categorise(source);
    byCategory.set(category, (byCategory.get(category) ?? 0) + time);
    const key = `${category}: ${source.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(src|mocks|contracts)\//, '$1/')}`;
    bySource.set(key, (bySource.get(key) ?? 0) + time);
    total += time;
  }
  return { byCategory, bySource, total };
};

// PROFILE_PATH and PROFILE_COOKIE: another request than the anonymous `/`, e.g. a signed-in
// shopper's answer: PROFILE_PATH='/api/shopper?page=%2F'
// PROFILE_COOKIE='mock-state=customer; JSESSIONID=bench-customer'
const PROFILED_PATH = process.env.PROFILE_PATH ?? '/';
const PROFILED_REQUEST = process.env.PROFILE_COOKIE
  ? { headers: { cookie: process.env.PROFILE_COOKIE } }
  : {};

const profileRun = async (label, env) => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-profile-'));
  // --cpu-prof writes the profile on a clean exit, so SIGTERM becomes one
  const markFile = join(dir, 'load-start');
  const app = await startApp({ ...env, PROFILE_MARK_FILE: markFile }, [
    '--cpu-prof',
    `--cpu-prof-dir=${dir}`,
    '--import=./bench/profile-marks.mjs',
  ]);
  const loadBefore = loadavg()[0].toFixed(1);
  for (let warm = 0; warm < 20; warm += 1) {
    await (await fetch(app.origin + PROFILED_PATH, PROFILED_REQUEST)).text();
  }
  app.child.kill('SIGUSR2');
  const result = await load(app.origin + PROFILED_PATH, PROFILED_REQUEST);
  const loadAfter = loadavg()[0].toFixed(1);
  const exited = once(app.child, 'exit');
  stop(app.child);
  await exited;
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  const { byCategory, bySource, total } = split(
    JSON.parse(readFileSync(join(dir, file), 'utf8')),
    Number(readFileSync(markFile, 'utf8')),
  );
  const requests = result.requests.total;
  console.log(
    `\n${label}: ${requests} requests, ${(total / requests).toFixed(1)} ms sampled CPU per page, load ${loadBefore}→${loadAfter}; ${join(dir, file)}`,
  );
  for (const [category, time] of [...byCategory].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${category.padEnd(20)} ${((time / total) * 100).toFixed(1).padStart(5)} %`);
  }
  console.log('  top sources:');
  for (const [source, time] of [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    console.log(`    ${((time / total) * 100).toFixed(1).padStart(5)} %  ${source.slice(0, 110)}`);
  }
};

if (process.env.BENCH_BUILD !== '0') {
  spawnSync('npx', ['waku', 'build'], {
    stdio: 'ignore',
    env: { ...process.env, SERVER_SOURCEMAPS: '1' },
  });
}

const state = process.argv[2] ?? 'anonymous';
const mocks = await startMockBackends(state);
try {
  await profileRun(`${state}, backends in their own process`, backendEnv(mocks.ports));
} finally {
  stop(mocks.child);
}
await profileRun(`${state}, offline npm start (mocks in process)`, { MOCK_STATE: state });
