import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverOnlyBoundary } from './scripts/lint-server-only.ts';

const restrictImports = (files, group) => ({
  files: [files],
  // *.testing.ts: helpers only tests import
  ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.testing.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [{ group, message: 'This import crosses a layer boundary.' }] },
    ],
  },
});

// typescript-eslint's copy of no-restricted-imports, so these entries do not replace
// the layer rules of restrictImports for the same files.
const keepOnServer = (files, ignores = [], group = []) => ({
  files: [files],
  ignores: ['**/*.test.ts', '**/*.test.tsx', '**/sanitize-*.ts', ...ignores],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          { name: 'sanitize-html', message: 'Server only: use it in a sanitize-*.ts module.' },
        ],
        patterns:
          group.length > 0
            ? [{ group, message: 'Server only: this module may reach the browser.' }]
            : [],
      },
    ],
  },
});

// what src/lib may not import: it is the layer below them all
const LIB_LAYER = [
  '**/pages/**',
  '**/server-components/**',
  '**/client-components/**',
  '**/blocks/**',
  '**/mocks/**',
  '**/fixtures/**',
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'bench/floor/dist',
      // typed routes waku's dev server writes (git-ignored)
      'src/pages.gen.ts',
      'node_modules',
      'contracts/pacts',
      'test-results',
      'e2e-results',
      '.tools',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // waku's page convention is `async` components and getConfig even without await
      '@typescript-eslint/require-await': 'off',
      curly: 'error',
      eqeqeq: 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // What reaches the browser never imports what says `import 'server-only'`: read from the
  // modules themselves ('use client', a browser half), not from folder names
  // (scripts/lint-server-only.ts). The folder zones below say the rest: which layer may
  // import which.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.testing.ts'],
    plugins: { storefront: { rules: { 'server-only-boundary': serverOnlyBoundary } } },
    rules: { 'storefront/server-only-boundary': 'error' },
  },
  // Layers point one way: contracts <- lib <- components <- pages, and client islands
  // never reach into server-only modules (bulletproof-react). eslint-plugin-import-x
  // would say this with paths, but its resolver's platform packages are not all on
  // the registry we install from, which breaks `npm ci`; path patterns do the job.
  restrictImports('contracts/**', ['**/src/**', '**/mocks/**', '**/fixtures/**']),
  restrictImports('src/lib/**', LIB_LAYER),
  // a browser half never reaches into its server half (src/lib/shopper/: browser/, server/)
  restrictImports('src/lib/*/browser/**', [...LIB_LAYER, '**/server/**', '**/server.ts']),
  restrictImports('src/client-components/**', [
    '**/server-components/**',
    '**/pages/**',
    '**/middleware/**',
    '**/lib/config.ts',
    '**/lib/*/server.ts',
    '**/lib/*/server/**',
    '**/mocks/**',
  ]),
  restrictImports('src/blocks/**', [
    '**/server-components/**',
    '**/pages/**',
    '**/middleware/**',
    '**/lib/config.ts',
    '**/lib/*/server.ts',
    '**/lib/*/server/**',
    '**/mocks/**',
  ]),
  // the mock layer extends the server through src/lib/server-extensions.ts, never by import
  restrictImports('src/*.{ts,tsx}', ['**/mocks/**']),
  restrictImports('src/{pages,server-components,middleware,components}/**', [
    '**/mocks/**',
    '**/fixtures/**',
  ]),
  // sanitize-html stays in sanitize-*.ts modules. In src/blocks the client registry
  // (builder-components.tsx) imports every block, so no module there but the server
  // renderer may import server-prepare.ts, render-blocks.tsx (which imports it) or a
  // sanitizer.
  keepOnServer('**/*.{ts,tsx}'),
  keepOnServer(
    'src/blocks/**',
    ['src/blocks/render-blocks.tsx', 'src/blocks/server-prepare.ts'],
    ['**/server-prepare.ts', '**/render-blocks.tsx', '**/sanitize-*.ts'],
  ),
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
