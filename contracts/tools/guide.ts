import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { SITE_HEADERS } from '../pact/pact-setup.ts';
import { callFor, type ProviderName } from './calls.ts';
import { openApiJson } from './openapi.ts';
import {
  readPacts,
  requestLine,
  type Interaction,
  type Matcher,
  type PactFile,
  type Rules,
} from './pact-file.ts';

/**
 * The contract guide: one Markdown page per provider, written from its pact file, so a
 * backend team reads what the storefront sends, reads and needs set up without opening the
 * JSON. `npm run contracts:docs` writes the pages and the OpenAPI documents beside them;
 * a unit test fails while the committed files and the pacts disagree.
 */

export const GUIDE_DIR = 'docs/contracts';

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const example = (value: unknown) => {
  const text = JSON.stringify(value);
  return code(text.length > 60 ? `${text.slice(0, 57)}...` : text);
};
const table = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');

const jsonType = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

const STATUS_CLASSES: Record<string, string> = {
  information: '1xx',
  success: '2xx',
  redirect: '3xx',
  clientError: '4xx',
  serverError: '5xx',
  nonError: 'non-error (below 400)',
  error: 'error (400 or above)',
};

/** A matcher in words, for a value like `value`. */
const ruleInWords = (matcher: Matcher, value: unknown): string => {
  switch (matcher.match) {
    case 'type':
      return Array.isArray(value)
        ? `an array of at least ${JSON.stringify(matcher['min'] ?? 0)}, each like the example`
        : `any ${jsonType(value)}`;
    case 'regex':
      return `a string matching ${code(String(matcher['regex']))}`;
    case 'integer':
      return 'any integer';
    case 'number':
    case 'decimal':
      return `any ${matcher.match}`;
    case 'arrayContains':
      return 'an array that contains an item like the example, anywhere';
    case 'statusCode':
      return `any ${STATUS_CLASSES[String(matcher['status'])] ?? String(matcher['status'])} status`;
    default:
      return `${matcher.match} ${JSON.stringify(matcher)}`;
  }
};

/** The rule that applies at a JSON path: its own, else the nearest parent's type rule (Pact's cascade). */
const ruleAt = (
  rules: Rules,
  path: string,
): { matcher: Matcher; inherited: boolean } | undefined => {
  const own = rules[path]?.matchers[0];
  if (own) {
    return { matcher: own, inherited: false };
  }
  for (let parent = path; parent.includes('.') || parent.includes('[');) {
    parent = parent.replace(/(\.[^.[\]]+|\[[^\]]*\])$/, '');
    const matcher = rules[parent]?.matchers[0];
    if (matcher?.match === 'type') {
      return { matcher: { match: 'type' }, inherited: true };
    }
  }
  return undefined;
};

export interface FieldRow {
  field: string;
  rule: string;
  example: string;
}

/** Every leaf of a body with the rule it is matched by. */
export const fieldRows = (body: unknown, rules: Rules = {}, path = '$', field = ''): FieldRow[] => {
  const rule = ruleAt(rules, path);
  const own = rules[path]?.matchers[0];
  const name = field || '(the body)';
  if (Array.isArray(body)) {
    if (own?.match === 'arrayContains') {
      const variants = (own['variants'] ?? []) as { index: number; rules: Rules }[];
      return [
        { field: name, rule: ruleInWords(own, body), example: '' },
        ...variants.flatMap(({ index, rules: itemRules }) =>
          fieldRows(body[index], itemRules, '$', `${field}[]`),
        ),
      ];
    }
    if (rule?.matcher.match === 'type' && body.length > 0) {
      return [
        { field: name, rule: ruleInWords({ ...(own ?? { match: 'type' }) }, body), example: '' },
        ...fieldRows(body[0], rules, `${path}[*]`, `${field}[]`),
      ];
    }
    if (body.length === 0) {
      return [{ field: name, rule: 'exactly this value', example: example(body) }];
    }
    return body.flatMap((item, index) =>
      fieldRows(item, rules, `${path}[${index}]`, `${field}[${index}]`),
    );
  }
  if (typeof body === 'object' && body !== null) {
    return Object.entries(body).flatMap(([key, value]) =>
      fieldRows(value, rules, `${path}.${key}`, field ? `${field}.${key}` : key),
    );
  }
  return [
    {
      field: name,
      rule: rule
        ? `${ruleInWords(rule.matcher, body)}${rule.inherited ? " (the array's rule)" : ''}`
        : 'exactly this value',
      example: example(body),
    },
  ];
};

const fieldTable = (body: unknown, rules: Rules | undefined) =>
  table(
    ['field', 'rule', 'example'],
    fieldRows(body, rules).map((row) => [code(row.field), row.rule, row.example]),
  );

const COMMON_HEADERS = Object.entries(SITE_HEADERS);

const isCommonHeader = (name: string, values: string[]) =>
  COMMON_HEADERS.some(
    ([common, value]) => common.toLowerCase() === name.toLowerCase() && values[0] === value,
  );

/** `${csrfToken}` expressions an interaction takes from its provider state, by where they go. */
const fromStates = ({ request }: Interaction) =>
  Object.entries(request.generators ?? {}).flatMap(([category, generators]) =>
    Object.entries(generators)
      .filter(([, generator]) => generator.type === 'ProviderState' && generator.expression)
      .map(([where, generator]) => ({
        category,
        where,
        names: [...(generator.expression ?? '').matchAll(/\$\{(\w+)\}/g)].map(
          (match) => match[1] ?? '',
        ),
      })),
  );

const anchor = (description: string) =>
  description
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

const link = (description: string) => `[${description}](#${anchor(description)})`;

/**
 * The values each state returns, from the `${name}` expressions of the interactions given it:
 * an interaction with one state takes them from that state; one with several states, from
 * whichever of them returns the name elsewhere, else from all of them.
 */
const returnedBy = (pact: PactFile) => {
  const returned = new Map<string, Set<string>>();
  const add = (state: string, name: string) =>
    returned.set(state, new Set([...(returned.get(state) ?? []), name]));
  const uses = pact.interactions.map((each) => ({
    states: each.providerStates.map((state) => state.name),
    names: fromStates(each).flatMap((use) => use.names),
  }));
  for (const { states, names } of uses.filter((use) => use.states.length === 1)) {
    names.forEach((name) => add(states[0] ?? '', name));
  }
  for (const { states, names } of uses.filter((use) => use.states.length > 1)) {
    for (const name of names.filter(
      (each) => !states.some((state) => returned.get(state)?.has(each)),
    )) {
      states.forEach((state) => add(state, name));
    }
  }
  return returned;
};

const statesSection = (pact: PactFile) => {
  const byState = new Map<string, Interaction[]>();
  for (const interaction of pact.interactions) {
    for (const state of interaction.providerStates) {
      byState.set(state.name, [...(byState.get(state.name) ?? []), interaction]);
    }
  }
  const rows = [...byState.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([state, interactions]) => {
      const params = new Set(
        interactions.flatMap((each) =>
          each.providerStates
            .filter((own) => own.name === state)
            .flatMap((own) =>
              Object.entries(own.params ?? {}).map(
                ([key, value]) => `${key} = ${JSON.stringify(value)}`,
              ),
            ),
        ),
      );
      const returned = returnedBy(pact).get(state) ?? new Set<string>();
      return [
        code(state),
        [...params].map(code).join(', ') || 'none',
        [...returned].map(code).join(', ') || 'nothing',
        interactions.map((each) => link(each.description)).join('; '),
      ];
    });
  const stateless = pact.interactions.filter((each) => each.providerStates.length === 0);
  return [
    '## Provider states',
    '',
    'Set each up before the interactions that name it (your state-change endpoint, or the',
    "`stateHandlers` of Pact's verifier). A value the state returns is sent in the request",
    'where the interaction says so.',
    '',
    table(['state', 'parameters', 'returns', 'interactions'], rows),
    ...(stateless.length > 0
      ? ['', `Without a state: ${stateless.map((each) => link(each.description)).join('; ')}.`]
      : []),
  ].join('\n');
};

const statusInWords = ({ response }: Interaction) => {
  const matcher = response.matchingRules?.status?.['$']?.matchers[0];
  return matcher
    ? `${ruleInWords(matcher, response.status)} (the pact's example: ${response.status})`
    : `status ${response.status}`;
};

const interactionSection = (provider: string, interaction: Interaction) => {
  const { request, response } = interaction;
  const call = callFor(provider, request.method, request.path);
  if (!call) {
    throw new Error(
      `${provider}: no call in contracts/tools/calls.ts for ${request.method} ${request.path} ("${interaction.description}")`,
    );
  }
  const generated = fromStates(interaction);
  const queryRules = request.matchingRules?.query ?? {};
  const headerRules = request.matchingRules?.header ?? {};
  const lines = [
    `### ${interaction.description}`,
    '',
    `${code(requestLine(interaction))}: the storefront's ${call.name} call${
      call.path === request.path ? '' : `, ${code(`${call.method} ${call.path}`)}`
    }.`,
    '',
    `- **Given**: ${interaction.providerStates.map((state) => code(state.name)).join(' and ') || 'no state'}`,
  ];
  const query = Object.entries(request.query ?? {});
  if (query.length > 0) {
    lines.push(
      `- **Query**: ${query
        .map(([name, values]) => {
          const rule = queryRules[name]?.matchers[0];
          return `${code(name)} = ${values.map((value) => code(value)).join(', ')}${rule ? ` (${ruleInWords(rule, values[0])})` : ''}`;
        })
        .join('; ')}`,
    );
  }
  const headers = Object.entries(request.headers ?? {}).filter(
    ([name, values]) => !isCommonHeader(name, values),
  );
  if (headers.length > 0) {
    lines.push(
      `- **Headers** (besides the common ones): ${headers
        .map(([name, values]) => {
          const state = generated.find((use) => use.category === 'header' && use.where === name);
          const rule = headerRules[name]?.matchers[0];
          const how = state
            ? ` (the ${state.names.map(code).join(', ')} the provider state returns)`
            : rule
              ? ` (${ruleInWords(rule, values[0])})`
              : '';
          return `${code(`${name}: ${values.join(', ')}`)}${how}`;
        })
        .join('; ')}`,
    );
  }
  if (request.body) {
    lines.push(
      `- **Body we send** (${request.body.contentType ?? 'no content type'}):`,
      '',
      fieldTable(request.body.content, request.matchingRules?.body),
      '',
    );
  }
  lines.push(
    `- **Response**: ${statusInWords(interaction)}${response.body ? `, ${response.body.contentType ?? ''}` : ', no body read'}`,
  );
  if (response.body) {
    lines.push(
      '',
      'The fields we read (any other field is allowed and ignored):',
      '',
      fieldTable(response.body.content, response.matchingRules?.body),
      '',
    );
  }
  lines.push(`- **If this call fails**, the storefront: ${call.ifItFails}`);
  return lines.join('\n');
};

export const renderGuide = (pact: PactFile, pactPath: string) => {
  const provider = pact.provider.name;
  return [
    `# What ${pact.consumer.name} needs from ${provider}`,
    '',
    `<!-- Generated by \`npm run contracts:docs\` from ${pactPath}; do not edit. -->`,
    '',
    `${pact.interactions.length} interactions, from the pact file [${basename(pactPath)}](../../${pactPath}).`,
    `The same calls as OpenAPI 3.1: [${provider}.openapi.json](${provider}.openapi.json).`,
    'Check your OpenAPI against them with `npm run contracts:compare`, develop against',
    '`npm run contracts:stub`, verify your service with `npm run contracts:verify`',
    '([docs/backend-teams.md](../backend-teams.md)).',
    '',
    `Every request carries ${COMMON_HEADERS.map(([name, value]) => code(`${name}: ${value}`)).join(' and ')}.`,
    'A rule "exactly this value" means the storefront relies on that value; any other rule',
    'accepts every value it describes. What the storefront does when a call fails is from',
    '[docs/behaviour.md](../behaviour.md#failures).',
    '',
    statesSection(pact),
    '',
    '## Interactions',
    '',
    pact.interactions.map((each) => interactionSection(provider, each)).join('\n\n'),
    '',
  ].join('\n');
};

/** Every generated file under the repository root: path relative to it → content. */
export const generatedFiles = (root: string, pactDir: string) => {
  const files = new Map<string, string>();
  for (const { path, pact } of readPacts(pactDir)) {
    const provider = pact.provider.name as ProviderName;
    files.set(join(GUIDE_DIR, `${provider}.md`), renderGuide(pact, relative(root, path)));
    files.set(join(GUIDE_DIR, `${provider}.openapi.json`), openApiJson(provider));
  }
  return files;
};

/** The generated files that are missing or differ from what the pacts say now. */
export const staleFiles = (root: string, pactDir: string) =>
  [...generatedFiles(root, pactDir)]
    .filter(([path, content]) => {
      const full = join(root, path);
      return !existsSync(full) || readFileSync(full, 'utf8') !== content;
    })
    .map(([path]) => path);

export const writeGeneratedFiles = (root: string, pactDir: string) => {
  mkdirSync(join(root, GUIDE_DIR), { recursive: true });
  const files = generatedFiles(root, pactDir);
  for (const [path, content] of files) {
    writeFileSync(join(root, path), content);
  }
  return [...files.keys()];
};
