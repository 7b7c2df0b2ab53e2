import wyw from '@wyw-in-js/vite';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'waku/config';
import {
  clientChunksPerBlock,
  groupsInOneChunk,
  previewPreloadsItsStylesheetsOnly,
} from './scripts/client-chunks.ts';
import { hashNamedScripts } from './scripts/client-file-names.ts';
import { interSubset } from './scripts/inter-subset.ts';

/**
 * The CMS SDK's edge entry is the one that works on our server (its Node entry needs the
 * native isolated-vm), but it also re-exports its `'use client'` blocks, which import
 * `vm`. So: server components get only its server half (fetching), which keeps those
 * blocks out of the client references; the browser gets the SDK's browser build.
 */
const sdkServerEntry = createRequire(import.meta.url)
  .resolve('@builder.io/sdk-react/edge')
  .replace(/edge-entry\.c?js$/, 'server-entry.mjs');

/** An import resolved to another module in the named Vite environments, as usual elsewhere. */
const importPerEnvironment = (
  source: string,
  targets: Partial<Record<'client' | 'ssr' | 'rsc', string>>,
): Plugin => ({
  name: `storefront:per-environment:${source}`,
  enforce: 'pre',
  async resolveId(id, importer, options) {
    const target =
      id === source ? targets[this.environment.name as keyof typeof targets] : undefined;
    return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
  },
});

const builderSdkPerEnvironment = importPerEnvironment('@builder.io/sdk-react/edge', {
  client: '@builder.io/sdk-react/bundle/browser',
  rsc: sdkServerEntry,
});

/**
 * waku renders HTML with React's edge build, which encodes every attribute and text node to
 * its own Uint8Array (TextEncoder.encode per string): 8–9 % of an uncached page's CPU in
 * `node bench/profile.mjs customer`. The Node build of the same React version exports the
 * same `renderToReadableStream` and writes strings with `encodeInto` into one reused buffer.
 * The server runs on Node 24 only (docs/development.md#set-up), so the SSR environment takes it.
 */
const reactDomServerForNode = importPerEnvironment('react-dom/server.edge', {
  ssr: 'react-dom/server.node',
});

/** The built files served only for their own addresses (src/lib/static-files.ts says why). */
const STATIC_FILES = fileURLToPath(new URL('./src/lib/static-files.ts', import.meta.url));
const staticFilesOnly: Plugin = {
  name: 'storefront:static-files-only',
  enforce: 'pre',
  resolveId(id, importer) {
    return id === '@hono/node-server/serve-static' &&
      this.environment.name === 'rsc' &&
      importer !== STATIC_FILES
      ? STATIC_FILES
      : null;
  },
};

// `bench/profile.mjs` maps the CPU profile's bundled functions back to their sources;
// browser assets never get maps (they would be served)
const serverSourcemaps = process.env.SERVER_SOURCEMAPS === '1';

export default defineConfig({
  vite: {
    ...(serverSourcemaps && {
      environments: {
        rsc: { build: { sourcemap: true } },
        ssr: { build: { sourcemap: true } },
      },
    }),
    plugins: [
      interSubset(),
      clientChunksPerBlock(),
      groupsInOneChunk(),
      previewPreloadsItsStylesheetsOnly(),
      hashNamedScripts(),
      builderSdkPerEnvironment,
      reactDomServerForNode,
      staticFilesOnly,
      // wyw keeps its `enforce: 'post'`: plugin-rsc then sees no CSS import in our
      // modules and does not wrap each component to link its chunk's stylesheet at every
      // use; `src/server-components/stylesheets.tsx` links them once (decision 012)
      wyw({
        include: ['src/**/*.{ts,tsx}'],
      }),
    ],
  },
});
