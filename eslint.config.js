import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'contracts/pacts', 'test-results', '.tools'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
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
      'import-x/no-cycle': 'error',
      // layers point one way: contracts <- lib <- components <- pages;
      // client islands never reach into server-only modules
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './contracts', from: ['./src', './mocks'] },
            {
              target: './src/lib',
              from: [
                './src/pages',
                './src/server-components',
                './src/client-components',
                './src/blocks',
              ],
            },
            {
              target: './src/client-components',
              from: ['./src/server-components', './src/pages', './src/server'],
            },
            { target: './src', from: ['./mocks', './fixtures', './e2e'] },
          ],
        },
      ],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
);
