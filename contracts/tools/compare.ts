import { readFileSync } from 'node:fs';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { load as loadYaml } from 'js-yaml';
import { z } from 'zod';
import { readPacts, requestLine, type Interaction, type LoadedPact } from './pact-file.ts';
import {
  isSchema,
  objectParts,
  operationFor,
  resolved,
  responseSchemaFor,
  type Schema,
} from './openapi-document.ts';
import { acceptsResponseKey, readFields, type Field } from './pact-rules.ts';

/**
 * A provider's OpenAPI document against our pacts, offline, with PactFlow's comparator
 * (`@pactflow/openapi-pact-comparator`, what PactFlow runs for bi-directional contracts).
 * Its findings are per pact; here they are grouped per interaction and said in words.
 */

// the comparator's finding (its Result type), the fields read here
const FindingSchema = z.object({
  code: z.string(),
  message: z.string(),
  type: z.enum(['error', 'warning', 'info']),
  mockDetails: z.object({ location: z.string(), value: z.unknown().optional() }).loose().optional(),
  specDetails: z
    .object({
      location: z.string(),
      pathMethod: z.string().nullish(),
      pathName: z.string().nullish(),
    })
    .loose()
    .optional(),
});
export type Finding = z.infer<typeof FindingSchema>;

// enough of an OpenAPI document to know it is one before the comparator reads it
const OpenApiDocumentSchema = z.looseObject({
  openapi: z.string().regex(/^3\./, 'only OpenAPI 3.x documents are compared here').optional(),
  swagger: z.literal('2.0').optional(),
  paths: z.record(z.string(), z.unknown()),
});

export class UsageError extends Error {}

type ComparatorOptions = NonNullable<ConstructorParameters<typeof Comparator>[0]>;

/** An OpenAPI document from a .json, .yaml or .yml file. */
export const readOpenApi = (path: string): unknown => {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new UsageError(`Cannot read ${path}`);
  }
  let document: unknown;
  try {
    document = /\.ya?ml$/i.test(path) ? loadYaml(text) : JSON.parse(text);
  } catch (error) {
    throw new UsageError(
      `${path} is not ${/\.ya?ml$/i.test(path) ? 'YAML' : 'JSON'}: ${String(error)}`,
    );
  }
  const parsed = OpenApiDocumentSchema.safeParse(document);
  if (!parsed.success || (!parsed.data.openapi && !parsed.data.swagger)) {
    throw new UsageError(
      `${path} is not an OpenAPI document (it needs "openapi": "3.x" or "swagger": "2.0", and "paths")`,
    );
  }
  return document;
};

export type Verdict = 'compatible' | 'incompatible';

export interface InteractionResult {
  provider: string;
  interaction: string;
  request: string;
  verdict: Verdict;
  /** one sentence per problem, naming the field, the path or the status */
  reasons: string[];
  /** what the comparator could not check, in words */
  warnings: string[];
  /** the document has no operation for this request at all */
  unknownOperation: boolean;
}

/** `[root].interactions[3].response.body.reviewSummary.reviewCount` → 3, 'reviewSummary.reviewCount' */
const locate = (finding: Finding) => {
  const match = /^\[root\]\.interactions\[(\d+)\]\.(request|response)\.?(\w+)?\.?(.*)$/.exec(
    finding.mockDetails?.location ?? '',
  );
  return match
    ? {
        index: Number(match[1]),
        part: match[2],
        // array items as [0], the way the guide writes fields
        field: (match[4] ?? '').replace(/(^|\.)(\d+)(?=\.|$)/g, '[$2]'),
      }
    : { index: -1, part: '', field: '' };
};

const json = (value: unknown) => JSON.stringify(value);

/** The finding said the way a backend engineer fixes it. */
export const inWords = (finding: Finding, request: string): string => {
  const { field } = locate(finding);
  const value = finding.mockDetails?.value;
  const where = finding.specDetails?.pathName
    ? `${finding.specDetails.pathMethod?.toUpperCase() ?? ''} ${finding.specDetails.pathName}`.trim()
    : request.split('?')[0];
  const detail = finding.message.replace(/^.*in the spec file: /, '');
  switch (finding.code) {
    case 'request.path-or-method.unknown':
      return `your document has no operation for ${request.split('?')[0]}: add the path and method, or tell us its new name`;
    case 'response.status.unknown':
      return `we expect status ${json(value)} from ${where}; your document does not define it`;
    case 'response.body.incompatible': {
      const extra = /additional properties - (.+)$/.exec(finding.message)?.[1];
      if (extra) {
        const at = field ? `${field}.${extra}` : extra;
        return `response field "${at}", which we read, is not in your schema for ${where} (renamed or removed?)`;
      }
      return `response field "${field || '(body)'}": we read ${json(value)}, your schema for ${where} says it ${detail}`;
    }
    case 'response.body.unknown':
      return `we read a response body from ${where}; your document defines none for status`;
    case 'response.content-type.incompatible':
      return `we read JSON from ${where}; your document answers another content type (${detail})`;
    case 'response.header.incompatible':
    case 'response.header.unknown':
      return `response header "${field}" from ${where}: ${detail}`;
    case 'request.query.incompatible':
    case 'request.header.incompatible': {
      const kind = finding.code === 'request.query.incompatible' ? 'query parameter' : 'header';
      // the comparator gives a parameter we do not send as null or as no value at all
      return value !== undefined && value !== null
        ? `${kind} "${field}" we send to ${where} as ${json(value)}: your document says it ${detail}`
        : `your document requires ${kind} "${field}" on ${where}; we do not send it`;
    }
    case 'request.body.incompatible': {
      const required = /must have required property '(.+)'/.exec(finding.message)?.[1];
      if (required) {
        const at = field ? `${field}.${required}` : required;
        return `your document requires request body field "${at}" on ${where}; we do not send it`;
      }
      return `request body field "${field || '(body)'}" we send to ${where} as ${json(value)}: your document says it ${detail}`;
    }
    case 'request.content-type.incompatible':
      return `we send JSON to ${where}; your document accepts another content type (${detail})`;
    case 'request.accept.incompatible':
      return `we accept JSON from ${where}; your document produces another type (${detail})`;
    case 'request.authorization.missing':
      return `your document requires authorization on ${where}; we send none`;
    default:
      return `${finding.code}: ${finding.message}`;
  }
};

/** What the comparator could not check, or found undocumented, in words. */
const warningInWords = (finding: Finding) => {
  const { field } = locate(finding);
  switch (finding.code) {
    case 'request.query.unknown':
      return `we send query parameter "${field}", which your document does not define`;
    case 'request.header.unknown':
      return `we send header "${field}", which your document does not define`;
    default:
      return `${finding.code}: ${finding.message}`;
  }
};

// ---- what the comparator does not check: a field we read made optional or nullable

const allowsNull = (document: unknown, schema: Schema): boolean => {
  const type = schema['type'];
  if (type === 'null' || (Array.isArray(type) && type.includes('null'))) {
    return true;
  }
  if (
    schema['nullable'] === true ||
    (Array.isArray(schema['enum']) && schema['enum'].includes(null))
  ) {
    return true;
  }
  return ['anyOf', 'oneOf'].some(
    (key) =>
      Array.isArray(schema[key]) &&
      (schema[key] as unknown[]).some((each) => {
        const part = resolved(document, each);
        return part !== undefined && allowsNull(document, part);
      }),
  );
};

/** `null` alone: the branch of a nullable object that holds nothing we read. */
const onlyNull = (schema: Schema) =>
  schema['type'] === 'null' ||
  (Array.isArray(schema['enum']) && schema['enum'].every((v) => v === null));

/**
 * Every branch an answer may take through a schema that is not null alone: the schema
 * itself, and each part of its `oneOf` / `anyOf` (an object that may be null is written
 * `["object","null"]`, or `oneOf: [{object}, {null}]`).
 */
const branchesOf = (document: unknown, schema: Schema, depth = 0): Schema[] => {
  const parts = ['oneOf', 'anyOf'].flatMap((key) =>
    Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [],
  );
  const nested = parts
    .map((each) => resolved(document, each))
    .filter((each) => each !== undefined && !onlyNull(each))
    .flatMap((each) => (depth < 5 ? branchesOf(document, each as Schema, depth + 1) : []));
  return [...(onlyNull(schema) ? [] : [schema]), ...nested];
};

/** A branch that names its object's fields (a free-form object names none: anything goes). */
const namesFields = (document: unknown, schema: Schema) =>
  Object.keys(objectParts(document, schema).properties).length > 0;

/**
 * A field every answer must carry, with a value, that the document leaves out, lets go
 * missing or be null, in any branch the answer may take. `value` is this interaction's own
 * answer there: a field it does not carry, or the items of an array it has none of, are
 * another interaction's to hold the document to.
 */
const loosenedFields = (
  document: unknown,
  schema: Schema,
  field: Field,
  where: string,
  value: unknown,
): string[] => {
  const problems: string[] = [];
  for (const branch of branchesOf(document, schema)) {
    const { properties, required } = objectParts(document, branch);
    const own = isSchema(value) ? value : {};
    for (const [key, child] of field.properties) {
      if (!Object.hasOwn(own, key)) {
        continue;
      }
      const property = resolved(document, properties[key]);
      if (!property) {
        if (namesFields(document, branch)) {
          // the comparator misses it inside an object that may be null: said as it says it
          problems.push(
            `response field "${child.name}", which we read, is not in your schema for ${where} (renamed or removed?)`,
          );
        }
        continue;
      }
      if (child.required && !required.has(key)) {
        problems.push(
          `response field "${child.name}", which we read in every answer, is optional in your schema for ${where}`,
        );
      }
      if (
        child.required &&
        child.values.every((each) => each !== null) &&
        allowsNull(document, property)
      ) {
        problems.push(
          `response field "${child.name}", which we read, may be null in your schema for ${where}; we need a value`,
        );
      }
      problems.push(...loosenedFields(document, property, child, where, own[key]));
    }
    const items = resolved(document, branch['items']);
    if (field.items && items && Array.isArray(value)) {
      for (const item of value) {
        problems.push(...loosenedFields(document, items, field.items, where, item));
      }
    }
  }
  return problems;
};

/**
 * Per interaction, the fields we read in every answer of its operation and status that the
 * document lets be missing or null. The comparator validates our example against the
 * schema, and an example with a value passes a schema that allows none.
 */
const loosenedPerInteraction = (document: unknown, interactions: Interaction[]) => {
  const groups = new Map<string, Interaction[]>();
  for (const interaction of interactions) {
    const found = operationFor(document, interaction);
    if (found) {
      const key = `${interaction.request.method} ${found.template} ${interaction.response.status}`;
      groups.set(key, [...(groups.get(key) ?? []), interaction]);
    }
  }
  const problems = new Map<Interaction, string[]>();
  for (const group of groups.values()) {
    const fields = readFields(group);
    for (const interaction of group) {
      const found = operationFor(document, interaction);
      const schema = found ? responseSchemaFor(document, found.operation, interaction) : undefined;
      if (fields && schema && found) {
        const where = `${interaction.request.method} ${found.template}`;
        problems.set(
          interaction,
          loosenedFields(document, schema, fields, where, interaction.response.body?.content),
        );
      }
    }
  }
  return problems;
};

/**
 * A parameter the document requires that we do not send, beside one we send that it does
 * not know, is one finding: the parameter was renamed.
 */
const mergeRenames = (reasons: string[], warnings: string[]) => {
  const remaining = [...warnings];
  const merged = reasons.map((reason) => {
    const missing =
      /^your document requires (query parameter|header) "(.+)" on (.+); we do not send it$/.exec(
        reason,
      );
    const index = missing
      ? remaining.findIndex((warning) => warning.startsWith(`we send ${missing[1]} "`))
      : -1;
    if (!missing || index === -1) {
      return reason;
    }
    const sent = /"(.+)"/.exec(remaining[index] ?? '')?.[1];
    remaining.splice(index, 1);
    return `your document requires ${missing[1]} "${missing[2]}" on ${missing[3]}, which we do not send; we send "${sent}" (renamed?)`;
  });
  return { reasons: merged, warnings: remaining };
};

/** Every interaction of the pacts against one OpenAPI document. */
export const compareWithOpenApi = async (
  openApi: unknown,
  pacts: LoadedPact[],
): Promise<InteractionResult[]> => {
  // checked to be OpenAPI by readOpenApi, or built by buildOpenApi; the comparator validates the rest
  const comparator = new Comparator({ oas: openApi as NonNullable<ComparatorOptions['oas']> });
  const results: InteractionResult[] = [];
  for (const { pact, raw } of pacts) {
    const findings: Finding[] = [];
    // a pact file as written, which the comparator reads itself (its own pact type is not exported)
    for await (const result of comparator.compare(raw as Parameters<Comparator['compare']>[0])) {
      findings.push(FindingSchema.parse(result));
    }
    const loosened = loosenedPerInteraction(openApi, pact.interactions);
    pact.interactions.forEach((interaction, index) => {
      const request = requestLine(interaction);
      const own = findings.filter((finding) => locate(finding).index === index);
      // the pact accepts a class of statuses (any 2xx): a status of that class in the document will do
      const errors = own.filter(
        (finding) =>
          finding.type === 'error' &&
          !(
            finding.code === 'response.status.unknown' &&
            isSchema(finding.specDetails?.['value']) &&
            Object.keys(finding.specDetails['value']).some((key) =>
              acceptsResponseKey(interaction, key),
            )
          ),
      );
      // one finding said once, though the comparator may report it for each check it failed
      const said = mergeRenames(
        [
          ...new Set([
            ...errors.map((finding) => inWords(finding, request)),
            ...(loosened.get(interaction) ?? []),
          ]),
        ],
        [...new Set(own.filter((finding) => finding.type === 'warning').map(warningInWords))],
      );
      const reasons = said.reasons;
      results.push({
        provider: pact.provider.name,
        interaction: interaction.description,
        request,
        verdict: reasons.length > 0 ? 'incompatible' : 'compatible',
        reasons,
        unknownOperation: errors.some(
          (finding) => finding.code === 'request.path-or-method.unknown',
        ),
        warnings: said.warnings,
      });
    });
    // a finding about the document as a whole (no interaction) fails every interaction
    for (const finding of findings.filter(
      (each) => locate(each).index === -1 && each.type === 'error',
    )) {
      for (const result of results.filter((each) => each.provider === pact.provider.name)) {
        result.verdict = 'incompatible';
        result.reasons.push(`${finding.code}: ${finding.message}`);
      }
    }
  }
  return results;
};

export const formatResult = (result: InteractionResult) =>
  result.verdict === 'compatible'
    ? `✓ ${result.provider} · ${result.interaction} (${result.request}): compatible${
        result.warnings.length > 0 ? ` (not checked: ${result.warnings.join('; ')})` : ''
      }`
    : `✗ ${result.provider} · ${result.interaction} (${result.request}): incompatible: ${[
        ...result.reasons,
        ...result.warnings.map((warning) => `also, ${warning}`),
      ].join('; ')}`;

export const summary = (results: InteractionResult[]) => {
  const incompatible = results.filter((each) => each.verdict === 'incompatible').length;
  return incompatible === 0
    ? `${results.length} interactions, all compatible with the document.`
    : `${incompatible} of ${results.length} interactions incompatible with the document.`;
};

export const COMPARE_USAGE = `Check an OpenAPI document against the storefront's pacts, offline.

Usage: npm run contracts:compare -- --oas <openapi.json|yaml> [--provider NAME] [--json]

  --oas FILE       your OpenAPI 3.x (or Swagger 2.0) document, JSON or YAML
  --provider NAME  only this provider's pact (storefront-site-api, storefront-personalisation);
                   without it, the pacts of every provider the document has an operation for
  --json           one JSON object per interaction instead of lines
  --help           this text

Example:
  npm run contracts:compare -- --oas ../site-api/openapi.yaml --provider storefront-site-api

Exit code: 0 compatible, 1 an interaction is incompatible, 2 bad usage.`;

const CompareArgsSchema = z.object({
  oas: z.string({ error: '--oas is required' }).min(1),
  provider: z.string().optional(),
  json: z.boolean().optional(),
  help: z.boolean().optional(),
});

export interface CommandResult {
  output: string;
  exitCode: 0 | 1 | 2;
}

/** `contracts:compare`: parsed arguments in, printed text and exit code out. */
export const runCompare = async (
  args: Record<string, unknown>,
  pactDir: string,
): Promise<CommandResult> => {
  if (args['help']) {
    return { output: COMPARE_USAGE, exitCode: 0 };
  }
  const parsed = CompareArgsSchema.safeParse(args);
  if (!parsed.success) {
    return { output: `${z.prettifyError(parsed.error)}\n\n${COMPARE_USAGE}`, exitCode: 2 };
  }
  const { oas, provider, json: asJson } = parsed.data;
  const pacts = readPacts(pactDir, provider);
  if (pacts.length === 0) {
    const known = readPacts(pactDir).map(({ pact }) => pact.provider.name);
    return {
      output: `No pact for provider "${provider ?? ''}". Providers: ${known.join(', ')}`,
      exitCode: 2,
    };
  }
  let document: unknown;
  try {
    document = readOpenApi(oas);
  } catch (error) {
    if (error instanceof UsageError) {
      return { output: error.message, exitCode: 2 };
    }
    throw error;
  }
  let results = await compareWithOpenApi(document, pacts);
  const notes: string[] = [];
  if (provider === undefined) {
    // a provider none of whose requests the document knows is another team's API
    const covered = new Set(
      results.filter((each) => !each.unknownOperation).map((each) => each.provider),
    );
    const skipped = pacts
      .map(({ pact }) => pact.provider.name)
      .filter((name) => !covered.has(name));
    if (covered.size > 0 && skipped.length > 0) {
      results = results.filter((each) => covered.has(each.provider));
      notes.push(
        `Skipped ${skipped.join(', ')}: the document has none of its operations (--provider chooses).`,
      );
    }
  }
  const lines = asJson
    ? results.map((each) => JSON.stringify(each))
    : [...notes, ...results.map(formatResult), summary(results)];
  return {
    output: lines.join('\n'),
    exitCode: results.some((each) => each.verdict === 'incompatible') ? 1 : 0,
  };
};
