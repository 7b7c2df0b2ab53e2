import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import wyw from '@wyw-in-js/vite';
import type { Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Linaria's transform, which tests need too (`css` throws at run time without it). Its plugin
 * stops the evaluation process it spawns when the dev server's HTTP server closes, and
 * vitest's dev servers have none: every run then waited out vitest's 10 s close timeout
 * ("something prevents 3 Vite servers from exiting"). Here that process stops when the
 * plugin container closes, which vitest's servers do.
 */
const linariaForTests = (): Plugin => {
  const plugin = wyw({ include: ['src/**/*.{ts,tsx}'] });
  // in the order the plugins are listed, not after them all (docs/decisions/002-linaria.md)
  delete plugin.enforce;
  const configureServer = plugin.configureServer;
  if (typeof configureServer !== 'function') {
    throw new Error('@wyw-in-js/vite: expected a configureServer function');
  }
  const containerClosed = new EventEmitter();
  return {
    ...plugin,
    configureServer(server) {
      const withCloseEvent = Object.create(server, {
        httpServer: { value: server.httpServer ?? containerClosed },
      }) as typeof server;
      return configureServer.call(this, withCloseEvent);
    },
    closeBundle() {
      containerClosed.emit('close');
    },
  };
};

// Unit tests: components in jsdom, everything else in node.
export default defineConfig({
  plugins: [linariaForTests()],
  // the build checks `server-only` (waku's RSC plugin: a client import fails it); tests
  // import server modules directly, as the server's RSC environment does
  resolve: {
    alias: {
      'server-only': fileURLToPath(import.meta.resolve('./node_modules/server-only/empty.js')),
    },
  },
  test: {
    // wyw serves each file's extracted CSS as a virtual module filled in by its transform;
    // vitest 5's persistent module cache skips that transform on the next run, and the
    // import of `<file>.wyw-in-js.css` then fails ("Cannot find module").
    fsModuleCache: false,
    reporters: ['default', './scripts/summary-reporter.ts'],
    setupFiles: ['./vitest.setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          // the one msw server of the DOM tests (mocks/server/dom-test-server.ts)
          setupFiles: ['./vitest.setup.dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['{src,contracts,mocks,fixtures,scripts}/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            'contracts/pact/**',
            'contracts/tools/**',
            'scripts/docs-check.test.ts',
          ],
        },
      },
      {
        extends: true,
        // the docs' links (docs/development.md#docs-kept-true) reach contracts/pacts/*.json,
        // which the pact project removes and writes again: checked after it, not beside it
        test: {
          name: 'docs',
          environment: 'node',
          include: ['scripts/docs-check.test.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        // the backend teams' tools read contracts/pacts/*.json, which the pact project
        // removes and writes again: they run after it, not beside it
        test: {
          name: 'contract-tools',
          environment: 'node',
          include: ['contracts/tools/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          env: { SCARF_ANALYTICS: 'false', PACT_DO_NOT_TRACK: 'true' },
        },
      },
      {
        extends: true,
        // Pact consumer tests: drive our clients against Pact's mock server and write
        // contracts/pacts/*.json for the backend teams (`npm run contracts:test`)
        test: {
          name: 'pact',
          environment: 'node',
          include: ['contracts/pact/**/*.pact.test.ts'],
          env: { SCARF_ANALYTICS: 'false' },
        },
      },
    ],
  },
});
