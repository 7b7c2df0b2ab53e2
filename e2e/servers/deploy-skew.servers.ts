import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFaultBackend, storefrontEnvOn, type FaultBackend } from '../support/fault-backend.ts';
import { startEdge, startStorefront, type Edge, type Storefront } from './support/processes.ts';

/*
 * A deploy behind `npm run edge` while the edge still holds a page of the previous release
 * (docs/operations.md#rolling-deploy). The next release is this checkout in another folder
 * whose build files all have new names, as a build whose chunks all changed: every file
 * under dist/public/assets renamed, and every mention of it in dist rewritten.
 */
const OLD_DIST = resolve('dist');
const NEXT_SUFFIX = 'nx';

/** This checkout as a release folder: its own scripts and dist, the rest linked. */
const nextRelease = () => {
  const folder = mkdtempSync(join(tmpdir(), 'storefront-release-'));
  for (const name of readdirSync('.')) {
    if (name === 'dist' || name === 'scripts') {
      // timestamps kept: scripts/needs-build.ts must not take the copy for stale
      cpSync(name, join(folder, name), { recursive: true, preserveTimestamps: true });
    } else if (!name.startsWith('.')) {
      symlinkSync(resolve(name), join(folder, name));
    }
  }
  const assets = join(folder, 'dist', 'public', 'assets');
  const renamed = readdirSync(assets).map((name) => {
    const next = name.replace(/(\.[a-z0-9]+)$/, `${NEXT_SUFFIX}$1`);
    renameSync(join(assets, name), join(assets, next));
    return [name, next] as const;
  });
  const rewrite = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        rewrite(path);
      } else if (/\.(js|css|json|html|txt)$/.test(entry.name) && entry.name !== 'serve-node.js') {
        const text = readFileSync(path, 'utf8');
        const next = renamed.reduce((out, [from, to]) => out.replaceAll(from, to), text);
        if (next !== text) {
          writeFileSync(path, next);
        }
      }
    }
  };
  rewrite(join(folder, 'dist'));
  return folder;
};

const setup = {} as { backends: FaultBackend; env: Record<string, string>; release: string };
let origin: Storefront;
let edge: Edge;

beforeAll(async () => {
  setup.backends = await startFaultBackend();
  setup.env = storefrontEnvOn(setup.backends, { SHUTDOWN_DRAIN_MS: '0' });
  setup.release = nextRelease();
  origin = await startStorefront(setup.env);
  edge = await startEdge([origin.url]);
});

afterAll(async () => {
  await edge?.stop();
  await origin?.stop();
  await setup.backends?.close();
  rmSync(setup.release, { recursive: true, force: true });
});

const buildFilesNamed = (text: string) => [
  ...new Set([...text.matchAll(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g)].map((match) => match[0])),
];

/** The page's scripts and styles, and the fonts its styles name. */
const filesOfPage = async (html: string) => {
  const files = buildFilesNamed(html);
  for (const style of files.filter((file) => file.endsWith('.css'))) {
    files.push(...buildFilesNamed(await (await fetch(`${origin.url}${style}`)).text()));
  }
  return [...new Set(files)];
};

/** Deploys the next release on the origin's port; resolves once the edge sends it requests. */
const deploy = async (env: Record<string, string>) => {
  const { port } = new URL(origin.url);
  origin.child.kill('SIGTERM');
  await origin.exited;
  origin = await startStorefront({ ...setup.env, ...env, PORT: port }, [], setup.release);
  while ((await fetch(`${edge.url}/api/shopper?page=%2F`)).status !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const HTML = { accept: 'text/html' };

const homePage = async () => {
  const response = await fetch(`${edge.url}/`, { headers: HTML });
  return { html: await response.text(), cache: response.headers.get('x-edge-cache') };
};

const statuses = async (files: readonly string[]) =>
  Promise.all(files.map(async (file) => (await fetch(`${edge.url}${file}`)).status));

test("a page cached before a deploy keeps every build file it names: the next release serves the previous one's", async () => {
  // cached at the edge from this release (a page is shared once the origin has rendered it
  // for the shared document: docs/decisions/020-shared-documents.md)
  let cached = await homePage();
  for (let attempt = 0; attempt < 20 && cached.cache !== 'hit'; attempt += 1) {
    cached = await homePage();
  }
  expect(cached.cache).toBe('hit');
  const files = await filesOfPage(cached.html);
  expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(3);
  expect(files.some((file) => file.endsWith('.woff2'))).toBe(true);

  // without the previous release's folder: what the cached page names is gone
  await deploy({});
  expect(await homePage()).toEqual(cached);
  const fresh = await (await fetch(`${edge.url}/?mock=none`, { headers: HTML })).text();
  expect(buildFilesNamed(fresh).every((file) => !files.includes(file))).toBe(true);
  const without = await statuses(files);
  console.log(
    `without PREVIOUS_BUILD_DIRS: ${without.filter((s) => s === 404).length} of ${files.length} build files 404`,
  );
  expect(without).toContain(404);

  // with it, as the rolling deploy passes it
  await deploy({ PREVIOUS_BUILD_DIRS: OLD_DIST });
  const answers = await statuses(files);
  console.log(
    `with PREVIOUS_BUILD_DIRS: ${answers.filter((s) => s === 404).length} of ${files.length} build files 404`,
  );
  expect(answers.every((status) => status === 200)).toBe(true);
  // and the next release's own files still come from its own build
  expect(await statuses(buildFilesNamed(fresh))).toEqual(buildFilesNamed(fresh).map(() => 200));
}, 120_000);
