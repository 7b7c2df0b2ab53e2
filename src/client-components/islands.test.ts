import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { expect, test } from 'vitest';

/*
 * The layout's and the content's islands reach the server components through one client
 * reference each (./layout-islands.ts says why): a server module that imported one directly
 * would add a reference, and its bytes, to every page's first load.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const BARRELS = [
  'src/client-components/layout-islands.ts',
  'src/client-components/cms/content-islands.ts',
];
const REFERENCES_OF_THEIR_OWN = [
  // the search field's markup imports it, and the mobile menu's panel renders that markup in
  // the browser, where the barrel is not the way in
  'src/client-components/search/search-activator.tsx',
];

const sourceFiles = (folder: string): string[] =>
  readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

const isClientModule = (path: string) =>
  readFileSync(join(ROOT, path), 'utf8').startsWith("'use client';");

/** The project-relative paths a module imports or re-exports from, by relative specifier. */
const importedPaths = (path: string) =>
  [...readFileSync(join(ROOT, path), 'utf8').matchAll(/from '(\.[^']+)'/g)].map(([, specifier]) =>
    relative(ROOT, resolve(ROOT, dirname(path), specifier as string)),
  );

const files = sourceFiles('src');
const shared = files.filter(
  (path) => /^src\/(client-components|blocks\/shared)\//.test(path) && isClientModule(path),
);

test.each(BARRELS)('%s re-exports client modules only', (barrel) => {
  expect(isClientModule(barrel)).toBe(true);
  for (const path of importedPaths(barrel)) {
    expect(isClientModule(path), path).toBe(true);
  }
});

// src/client-components/ holds the islands and what they load, and the search field's markup,
// which the server renders too: a module there without the directive is a server module when
// one outside imports it
const outside = files.filter(
  (path) => !path.startsWith('src/client-components/') && !isClientModule(path),
);
const serverModules = [
  ...outside,
  ...files.filter(
    (path) =>
      path.startsWith('src/client-components/') &&
      !isClientModule(path) &&
      outside.some((importer) => importedPaths(importer).includes(path)),
  ),
];

test('server modules import the shared islands only through the barrels', () => {
  expect(serverModules).toContain('src/pages/_layout.tsx');
  expect(serverModules).toContain('src/client-components/search/search-bar.tsx');
  const direct = serverModules.flatMap((path) =>
    importedPaths(path)
      .filter((imported) => shared.includes(imported))
      .filter((imported) => ![...BARRELS, ...REFERENCES_OF_THEIR_OWN].includes(imported))
      .map((imported) => `${path} imports ${imported}`),
  );
  expect(direct).toEqual([]);
});
