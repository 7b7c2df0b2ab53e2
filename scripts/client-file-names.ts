// The browser files' names (docs/decisions/014-browser-code-on-first-use.md).
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Which chunk or stylesheet each browser file holds, beside dist/public so it is never served. */
const CLIENT_FILES = 'client-files.json';

const isStylesheet = (names: readonly string[]) => names.some((name) => name.endsWith('.css'));

/**
 * Scripts and stylesheets are named by their content hash alone. A chunk that loads another
 * names it, and every stylesheet and chunk preloaded with it, in its code: the layout's chunk
 * names 31 files for its lazy islands, waku's entry one for each island's loader. Those names
 * were 0.35 kB of every first load. Fonts and images keep their names: no script names them.
 * The build writes what each file holds to `dist/client-files.json`, for the budget's report
 * and for tests that hold one chunk back.
 */
export const hashNamedScripts = (): Plugin => ({
  name: 'storefront:hash-named-scripts',
  apply: 'build',
  configEnvironment(name) {
    return name === 'client'
      ? {
          build: {
            rolldownOptions: {
              output: {
                entryFileNames: 'assets/[hash].js',
                chunkFileNames: 'assets/[hash].js',
                assetFileNames: ({ names }) =>
                  isStylesheet(names) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]',
              },
            },
          },
        }
      : undefined;
  },
  writeBundle(options, bundle) {
    if (this.environment.name !== 'client' || !options.dir) {
      return;
    }
    const held = Object.values(bundle).flatMap((file) => {
      if (file.type === 'chunk') {
        return [[file.fileName, file.name]];
      }
      return isStylesheet(file.names) ? [[file.fileName, file.names.join(', ')]] : [];
    });
    writeFileSync(
      join(dirname(options.dir), CLIENT_FILES),
      `${JSON.stringify(Object.fromEntries(held.sort()), null, 2)}\n`,
    );
  },
});
