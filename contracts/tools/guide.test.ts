import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { PACT_DIR } from '../pact/pact-setup.ts';
import { fieldRows, renderGuide, staleFiles, writeGeneratedFiles } from './guide.ts';
import { readPacts, type PactFile } from './pact-file.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

test('docs/contracts says what the pacts and the zod schemas say (npm run contracts:docs)', () => {
  expect(staleFiles(root, PACT_DIR)).toEqual([]);
});

test('missing generated files are stale until written', () => {
  const elsewhere = mkdtempSync(join(tmpdir(), 'contracts-docs-'));
  expect(staleFiles(elsewhere, PACT_DIR)).toEqual([
    'docs/contracts/storefront-personalisation.md',
    'docs/contracts/storefront-personalisation.openapi.json',
    'docs/contracts/storefront-site-api.md',
    'docs/contracts/storefront-site-api.openapi.json',
  ]);
  writeGeneratedFiles(elsewhere, PACT_DIR);
  expect(staleFiles(elsewhere, PACT_DIR)).toEqual([]);
});

test.each(readPacts(PACT_DIR).map(({ path, pact }) => [pact.provider.name, path, pact] as const))(
  'the guide to %s names every interaction and every provider state',
  (_name, path, pact) => {
    const page = renderGuide(pact, path);
    for (const interaction of pact.interactions) {
      expect(page).toContain(`### ${interaction.description}\n`);
      for (const state of interaction.providerStates) {
        expect(page).toContain(`| \`${state.name}\` |`);
      }
    }
  },
);

test('fields are listed with the rule that matches them, a parent type rule reaching its children', () => {
  const rules = {
    $: { matchers: [{ match: 'type', min: 1 }] },
    '$[*].price': { matchers: [{ match: 'regex', regex: '^\\$\\d+\\.\\d{2}$' }] },
    '$[*].tags': {
      matchers: [
        {
          match: 'arrayContains',
          variants: [{ index: 0, rules: { '$.id': { matchers: [{ match: 'integer' }] } } }],
        },
      ],
    },
  };
  const body = [{ price: '$3.00', name: 'Omega', tags: [{ id: 7, label: 'new' }] }];
  expect(fieldRows(body, rules)).toEqual([
    { field: '(the body)', rule: 'an array of at least 1, each like the example', example: '' },
    { field: '[].price', rule: 'a string matching `^\\$\\d+\\.\\d{2}$`', example: '`"$3.00"`' },
    { field: '[].name', rule: "any string (the array's rule)", example: '`"Omega"`' },
    {
      field: '[].tags',
      rule: 'an array that contains an item like the example, anywhere',
      example: '',
    },
    { field: '[].tags[].id', rule: 'any integer', example: '`7`' },
    { field: '[].tags[].label', rule: 'exactly this value', example: '`"new"`' },
  ]);
});

test('an interaction on a path no storefront call covers is an error that names it', () => {
  const [loaded] = readPacts(PACT_DIR);
  const pact = structuredClone(loaded?.pact) as PactFile;
  const [first] = pact.interactions;
  if (first) {
    first.request.path = '/nowhere';
  }
  expect(() => renderGuide(pact, 'a.json')).toThrow(
    /no call in contracts\/tools\/calls\.ts for \w+ \/nowhere/,
  );
});
